/**
 * The cart flow (Cart, Freight, Checkout button, Buy flow) as one XState v5 machine.
 *
 * Events are dotted `area.action` names: `cart.*` (reload, add, addMassive, buyNow, changeQuantity, remove,
 * clean, dismissLineError: the verbs of `useCart` that send them), `cep.change`, `freight.*`, `discount.*`,
 * `voucher.*`, `checkout.*` and `exhausted.*`. The machine emits `alert` (`{ kind, title, detail? }`), `navigate`
 * (`{ to }`) and `added` (the payload that went in, for analytics) so any host decides how to show and route.
 *
 * Concurrency model. The server's cart is one resource and every mutation answers a full cart, so the
 * machine keeps ONE request in flight at a time (region `sync`) and a queue of operations behind it; each
 * reply is therefore the newest server truth and replaces the confirmed cart. What the shopper sees is the
 * confirmed cart with the pending operations (in flight and queued) laid over it, so quantity changes,
 * deletes and cleaning show at once. Rules, per event:
 * - adds (single, massive, one-click) are appended and all sent, in order: two clicks add twice;
 * - a quantity change for a line whose change is still queued replaces that queued value; for a line
 *   whose change is in flight it supersedes it: the request is aborted (the actor's `signal`) and the new
 *   value is sent next; changes on different lines are all sent;
 * - a remove (`cart.remove`, sent to the server as a delete) replaces the line's queued or in-flight change,
 *   and a second remove of the same line is the same intent (merged);
 * - a change or remove of a line that is gone or being deleted is refused with `lineUnavailable` next to
 *   that line;
 * - `cart.clean` replaces every queued or in-flight line operation (adds keep their place);
 * - reloads (`cart.reload`, and the read owed after an add, whose reply is only a flag) are merged into
 *   one read, made when the queue is empty;
 * - a failed request drops only its own operation: the line shows its confirmed state again with the
 *   server's text in `lineErrors[idCartItem]`; other pending lines keep their values. When an aborted
 *   request may have landed, the failure is followed by a read, so the confirmed cart never lies.
 * Freight quotes are reads outside the queue (region `freight`): a new complete postal code supersedes the
 * running quote.
 *
 * After any failed, aborted or partial request a read is owed, so the confirmed cart (with the freight and
 * postal code the pre-checkout keeps) only ever comes from the server; a failed read is retried with a
 * growing delay. The context holds the source of truth only; the queue rules and the optimistic overlay are
 * the pure functions of `cartQueue.ts`, and `selectCartView(snapshot)` derives everything shown.
 *
 * This file is the diagram: the states and transitions of both regions. What they name lives by region:
 * - `cartContext.ts`: input, context, events and emitted events (the contract every region shares);
 * - `cartRequests.ts` (`sync`, the way in): what each shopper request queues, refuses or supersedes;
 * - `cartRequestSlot.ts` (`sync`, the slot): the next operation, each cart request's input, answer and failure;
 * - `cartReads.ts` (`sync.reading`, `sync.waitingToRetryRead`): the owed read and its retries;
 * - `cartFreight.ts` (region `freight`, whose states it holds, and the freight choice and cancel of `sync`);
 * - `cartCheckout.ts` (`checkout.start`, `sync.checkingLimits`, the exhausted modal): the checkout gates;
 * - `createCartActors.ts`: the I/O, one `fromPromise` actor per call (swap them with `provide({ actors })`).
 */
import { setup } from 'xstate';
import { checkoutActions, checkoutGuards, LIMIT_ERROR_DISPLAY_MS } from './cartCheckout';
import {
  type CartEvent,
  type CartMachineContext,
  type CartMachineEmitted,
  type CartMachineInput,
  initialContext,
} from './cartContext';
import { freightActions, freightGuards, freightQuotes, saveFreightInput } from './cartFreight';
import type { CartOperation } from './cartQueue';
import { readActions, readGuards } from './cartReads';
import {
  addInput,
  changeQuantityInput,
  clientInput,
  codeInput,
  deleteInput,
  failure,
  ONE_CLICK_REDIRECT_MS,
  output,
  requestSlotActions,
  requestSlotGuards,
} from './cartRequestSlot';
import { requestActions, requestGuards } from './cartRequests';
import { createCartActors } from './createCartActors';

export type {
  CartAlert,
  CartMachineContext,
  CartMachineEmitted,
  CartMachineEvent,
  CartMachineInput,
  CartMachineMessages,
  CartNavigationTarget,
} from './cartContext';
export type { AddCheck, CartOperation, CartRedirectTiming, LineMessage } from './cartQueue';

/** The `sync.idle` transition that takes the queue's next operation, when it is of `kind`, into `target`. */
const takeNext = (kind: CartOperation['kind'], target: string) =>
  ({ guard: { type: 'nextOperationIs', params: { kind } }, target, actions: 'takeNextOperation' }) as const;

/** The machine: see the file comment for states, events, the concurrency model and where each part lives. */
export const cartMachine = setup({
  // Read by TypeScript only: one empty object at run time.
  types: {} as {
    context: CartMachineContext;
    events: CartEvent;
    input: CartMachineInput;
    emitted: CartMachineEmitted;
  },
  actors: createCartActors(),
  delays: {
    limitErrorDisplay: LIMIT_ERROR_DISPLAY_MS,
    oneClickRedirect: ONE_CLICK_REDIRECT_MS,
  },
  guards: { ...requestGuards, ...requestSlotGuards, ...readGuards, ...freightGuards, ...checkoutGuards },
  actions: {
    ...requestActions,
    ...requestSlotActions,
    ...readActions,
    ...freightActions,
    ...checkoutActions,
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: initialContext,
  on: {
    'checkout.redirectDue': { actions: 'navigateToPayment' },
    'checkout.limitErrorExpired': { actions: 'hideLimitError' },
    'exhausted.close': { actions: 'closeExhaustedModal' },
    'cart.dismissLineError': { actions: 'dismissLineError' },
  },
  states: {
    /** The single request slot and its queue. */
    sync: {
      initial: 'idle',
      on: {
        'cart.reload': { actions: 'requestReload' },
        // The background retry after the quick ones failed (states waiting on it handle it themselves).
        'cart.readRetryDue': { guard: 'hasLoadError', actions: 'requestReload' },
        'cart.add': { actions: 'requestAdd' },
        'cart.buyNow': { actions: 'requestAdd' },
        'cart.addMassive': { actions: 'requestAdd' },
        'cart.changeQuantity': { actions: 'requestQuantityChange' },
        'cart.remove': { actions: 'requestRemove' },
        'cart.clean': { actions: 'requestClean' },
        'exhausted.remove': { actions: 'requestRemoveExhausted' },
        'discount.apply': { actions: 'requestCode' },
        'discount.remove': { actions: 'requestCode' },
        'voucher.apply': { actions: 'requestCode' },
        'voucher.remove': { actions: 'requestCode' },
        'freight.select': [
          { guard: 'isOfferedFreightOption', actions: 'requestFreightChoice' },
          { actions: 'refuseFreightChoice' },
        ],
        'freight.cancel': { actions: 'requestFreightCancel' },
        'checkout.start': [
          { guard: 'isCheckoutBlockedNow', actions: 'blockCheckout' },
          {
            guard: 'breaksCartLimitsNow',
            actions: 'showLimitFailure',
          },
          { actions: 'requestLimitCheck' },
        ],
      },
      states: {
        idle: {
          always: [
            takeNext('add', 'adding'),
            takeNext('changeQuantity', 'changing'),
            takeNext('delete', 'deleting'),
            takeNext('clean', 'cleaning'),
            takeNext('code', 'updatingCode'),
            takeNext('saveFreight', 'savingFreight'),
            takeNext('cancelFreight', 'cancellingFreight'),
            { guard: 'isReadOwedBeforeLimitCheck', target: 'reading' },
            takeNext('checkLimits', 'checkingLimits'),
            { guard: 'isReadPending', target: 'reading' },
          ],
        },
        reading: {
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            input: clientInput,
            onDone: [
              {
                guard: { type: 'canRetryFreightRead', params: output },
                target: 'waitingToRetryRead',
                actions: [{ type: 'applyLoadedCart', params: output }, 'scheduleFreightRetry'],
              },
              {
                guard: { type: 'isFreightUnknown', params: output },
                target: 'idle',
                actions: [{ type: 'applyLoadedCart', params: output }, 'giveUpFreightRead'],
              },
              { target: 'idle', actions: { type: 'applyLoadedCart', params: output } },
            ],
            onError: [
              {
                guard: 'canRetryRead',
                target: 'waitingToRetryRead',
                actions: { type: 'scheduleReadRetry', params: failure },
              },
              { target: 'idle', actions: { type: 'failRead', params: failure } },
            ],
          },
        },
        /** The backoff after a failed read; a queued operation or a reload goes on at once (a read follows). */
        waitingToRetryRead: {
          always: { guard: 'hasQueuedOperation', target: 'idle' },
          on: {
            'cart.readRetryDue': { target: 'idle' },
            'cart.reload': { target: 'idle' },
          },
        },
        adding: {
          invoke: {
            id: 'addToCart',
            src: 'addToCart',
            input: addInput,
            onDone: [
              { guard: { type: 'isAddAccepted', params: output }, target: 'idle', actions: 'confirmAdd' },
              { target: 'idle', actions: 'rejectAdd' },
            ],
            onError: { target: 'idle', actions: { type: 'failAdd', params: failure } },
          },
        },
        changing: {
          on: {
            'cart.changeQuantity': {
              guard: 'isChangeOfCurrentLine',
              target: 'idle',
              actions: 'supersedeCurrentChange',
            },
            'cart.remove': {
              guard: 'isDeleteOfCurrentLine',
              target: 'idle',
              actions: 'supersedeCurrentWithRemove',
            },
            'cart.clean': { target: 'idle', actions: 'supersedeCurrentWithClean' },
          },
          invoke: {
            id: 'changeQuantity',
            src: 'changeQuantity',
            input: changeQuantityInput,
            onDone: { target: 'idle', actions: { type: 'applyServerCart', params: output } },
            onError: { target: 'idle', actions: { type: 'failLineOperation', params: failure } },
          },
        },
        deleting: {
          on: {
            'cart.clean': { target: 'idle', actions: 'supersedeCurrentWithClean' },
          },
          invoke: {
            id: 'deleteItem',
            src: 'deleteItem',
            input: deleteInput,
            onDone: { target: 'idle', actions: { type: 'applyServerCart', params: output } },
            onError: { target: 'idle', actions: { type: 'failLineOperation', params: failure } },
          },
        },
        cleaning: {
          invoke: {
            id: 'cleanCart',
            src: 'cleanCart',
            input: clientInput,
            onDone: { target: 'idle', actions: { type: 'applyServerCart', params: output } },
            onError: { target: 'idle', actions: { type: 'failClean', params: failure } },
          },
        },
        updatingCode: {
          invoke: {
            id: 'changeCartCode',
            src: 'changeCartCode',
            input: codeInput,
            onDone: { target: 'idle', actions: { type: 'applyServerCart', params: output } },
            onError: { target: 'idle', actions: { type: 'failCode', params: failure } },
          },
        },
        savingFreight: {
          invoke: {
            id: 'saveFreight',
            src: 'saveFreight',
            input: saveFreightInput,
            onDone: [
              {
                guard: { type: 'isFreightSaved', params: output },
                target: 'idle',
                actions: { type: 'confirmFreight', params: output },
              },
              { target: 'idle', actions: 'refuseFreight' },
            ],
            onError: { target: 'idle', actions: { type: 'failFreightOperation', params: failure } },
          },
        },
        cancellingFreight: {
          invoke: {
            id: 'cancelFreight',
            src: 'cancelFreight',
            input: clientInput,
            onDone: { target: 'idle', actions: { type: 'confirmFreightCancel', params: output } },
            onError: { target: 'idle', actions: { type: 'failFreightOperation', params: failure } },
          },
        },
        checkingLimits: {
          invoke: {
            id: 'checkCartLimits',
            src: 'checkCartLimits',
            input: clientInput,
            onDone: [
              {
                guard: 'isConfirmedCheckoutBlocked',
                target: 'idle',
                actions: ['blockCheckout', 'finishRequest'],
              },
              {
                guard: { type: 'isLimitCheckPassed', params: output },
                target: 'idle',
                actions: 'goToIdentification',
              },
              {
                target: 'idle',
                actions: ['showLimitFailure', 'finishRequest'],
              },
            ],
            onError: {
              target: 'idle',
              actions: [{ type: 'showLimitFailure', params: failure }, 'finishRequest'],
            },
          },
        },
      },
    },
    /** Freight quotes by postal code, outside the queue: its states and transitions are in `cartFreight.ts`. */
    freight: freightQuotes,
  },
});
