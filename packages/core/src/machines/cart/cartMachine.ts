/**
 * The cart flow (Cart, Freight, Checkout button, Buy flow) as one XState v5 machine.
 *
 * Events are dotted `area.action` names: `cart.*` (reload, add, addMassive, buyNow, changeQuantity, remove,
 * clean, dismissLineError: the verbs of `useCart` that send them), `cep.change`, `freight.*`, `discount.*`,
 * `voucher.*`, `checkout.*` and `exhausted.*`. The machine emits `alert` (`{ kind, title, detail? }`), `navigate` (`{ to }`) and `added`
 * (the payload that went in, for analytics) so any host decides how to show and route.
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
 * - a remove (`cart.remove`, sent to the server as a delete) replaces the line's queued or in-flight change;
 *   a second remove of the same line is the same intent and is merged; a change or remove of a line that is gone or being deleted is refused with
 *   `lineUnavailable` next to that line;
 * - `cart.clean` replaces every queued or in-flight line operation (adds keep their place);
 * - reloads (`cart.reload`, and the read owed after an add, whose reply is only a flag) are merged into
 *   one read, made when the queue is empty;
 * - a failed request drops only its own operation: the line shows its confirmed state again with the
 *   server's text in `lineErrors[idCartItem]`; other pending lines keep their values. When an aborted
 *   request may have landed, the failure is followed by a read, so the confirmed cart never lies.
 * Freight quotes are reads outside the queue: a new complete postal code supersedes the running quote.
 *
 * After any failed, aborted or partial request a read is owed, so the confirmed cart (with the freight and
 * postal code the pre-checkout keeps) only ever comes from the server; a failed read is retried with a
 * growing delay. The context holds the source of truth only; the queue rules and the optimistic overlay are
 * the pure functions of `cartQueue.ts`, and `selectCartView(snapshot)` derives everything shown.
 */
import { assign, emit, enqueueActions, setup } from 'xstate';
import type { CartClient } from '../../client/createCartClient';
import { isStoreApiError } from '../../client/isStoreApiError';
import { StoreApiError } from '../../client/StoreApiError';
import { maskCep } from '../../format/maskCep';
import { canCheckout } from '../../rules/canCheckout';
import { checkCartLimits } from '../../rules/checkCartLimits';
import { isOutOfStock } from '../../rules/isOutOfStock';
import { type CartRuleMessages, cartRuleMessages } from '../../rules/ruleMessageGroups';
import type { AddToCartPayload } from '../../schemas/addToCartPayloadSchema';
import type { Cart } from '../../schemas/cartSchema';
import type { FreeFreightTip } from '../../schemas/freeFreightTipSchema';
import type { FreightOption } from '../../schemas/freightOptionSchema';
import { isValidCep } from '../../validators/isValidCep';
import { type CartMessages, cartMessages } from './cartMessages';
import {
  type AddCheck,
  addFailureText,
  addOutcomes,
  type CartModel,
  type CartOperation,
  type CartRedirectTiming,
  confirm,
  confirmReadBack,
  currentLineOf,
  decideQuantity,
  dropCurrent,
  dropCurrentFreight,
  errorText,
  hasPendingAdd,
  isAddRefusal,
  isLineOperation,
  isLinePending,
  type LineMessage,
  lineMessage,
  operationInFlight,
  queueDelete,
  queueOnce,
  queueQuantityChange,
  shownCart,
  withNotice,
  withoutFreightOperations,
  withoutLine,
  withoutLineOperations,
} from './cartQueue';
import { type CartReadBack, createCartActors, type FreightQuote, type LoadedCart } from './createCartActors';

export type { AddCheck, CartOperation, CartRedirectTiming, LineMessage } from './cartQueue';

/** Every text the cart machine shows: the cart's rule messages plus the cart's own catalogue. */
export type CartMachineMessages = CartRuleMessages & CartMessages;

/** The navigation targets the machine asks the host for. */
export type CartNavigationTarget = '/checkout/identification' | '/checkout/payment';

/** The machine input: the store client, and optional text overrides. */
export interface CartMachineInput {
  readonly client: CartClient;
  /** Replaces any of the default pt-BR texts (the cart's `ruleMessages` and `cartMessages`). */
  readonly messages?: Partial<CartMachineMessages> | undefined;
}

/**
 * The state of the cart flow: the source of truth only (the server's answers, the pending operations, the
 * errors and what the shopper typed). What the cart shows is derived by `selectCartView`.
 */
export interface CartMachineContext extends CartModel {
  readonly client: CartClient;
  readonly messages: CartMachineMessages;
  /** Adds whose outcome the next read confirms: the success or failure message follows what the server holds. */
  addChecks: AddCheck[];
  /** How many adds (add, buy now, add several) were asked for: the number of the last one. */
  addsRequested: number;
  /** The adds that did not land, by number, with why (`cartSettled` rejects with it). */
  addFailures: Readonly<Record<number, StoreApiError>>;
  /** The timer-expiry message of the last count reply; `undefined` when the timer did not expire. */
  timerExpiredMessage: string | undefined;
  /** The text of a failed clean; `undefined` otherwise. */
  cartError: string | undefined;
  /** 'Por favor, insira um cep.' after submitting an empty or malformed postal code; `undefined` otherwise. */
  cepError: string | undefined;
  /** The options of the last quoted postal code. */
  freightOptions: readonly FreightOption[];
  /** The postal code of the running or last successful quote; `undefined` when none. */
  quotedCep: string | undefined;
  /** The quoted free-freight tip; `undefined`/`null` when none. */
  freeFreightTip: FreeFreightTip | null | undefined;
  /** The server's text of a failed quote, choice or cancel; `undefined` otherwise. */
  freightError: string | undefined;
  /** The server's text of a failed discount key; `undefined` otherwise. */
  discountError: string | undefined;
  /** The server's text of a failed voucher; `undefined` otherwise. */
  voucherError: string | undefined;
  /** A cart-limit failure, shown for 10 s; `undefined` otherwise. */
  limitError: string | undefined;
  /** Why the checkout button was blocked; the view shows it while checkout stays blocked. */
  checkoutError: string | undefined;
  /** The out-of-stock modal was opened by a blocked checkout (the view shows it while exhausted lines remain). */
  exhaustedModalOpen: boolean;
}

/** The events of the machine's own timers: raised by it, never sent by a user (not in `CartMachineEvent`). */
type CartMachineTimerEvent =
  /** The backoff after a failed read is over. */
  { type: 'cart.readRetryDue' } | { type: 'checkout.redirectDue' } | { type: 'checkout.limitErrorExpired' };

/** The events the cart machine accepts from its users. */
export type CartMachineEvent =
  /** Re-read the cart (other widgets added, removed or viewed). */
  | { type: 'cart.reload' }
  | {
      type: 'cart.add';
      idProduct: number;
      /** `null` for a product without SKUs. */
      idSku: number | null;
      quantity: number;
      isRecurrent?: boolean | undefined;
    }
  | { type: 'cart.addMassive'; items: readonly Omit<AddToCartPayload, 'isRecurrent'>[] }
  /** One-click buy: add, then navigate to '/checkout/payment'. */
  | {
      type: 'cart.buyNow';
      idProduct: number;
      idSku: number | null;
      quantity: number;
      redirect?: CartRedirectTiming | undefined;
    }
  /** `quantity` as typed (number or text); normalised to 1..9999 and capped at the line's stock. */
  | { type: 'cart.changeQuantity'; idCartItem: number; quantity: number | string }
  | { type: 'cart.remove'; idCartItem: number }
  | { type: 'cart.clean' }
  | { type: 'cart.dismissLineError'; idCartItem: number }
  /** The postal code field changed; a complete valid code (9 characters) is quoted at once. */
  | { type: 'cep.change'; value: string }
  /** The freight form was submitted. */
  | { type: 'freight.calculate' }
  | { type: 'freight.select'; idShippingMode: number }
  | { type: 'freight.cancel' }
  | { type: 'discount.apply'; key: string }
  | { type: 'discount.remove' }
  | { type: 'voucher.apply'; key: string }
  | { type: 'voucher.remove' }
  | { type: 'checkout.start' }
  | { type: 'exhausted.remove' }
  | { type: 'exhausted.close' };

/** An alert for any UI to show (success, error or info banners). */
export interface CartAlert {
  type: 'alert';
  kind: 'success' | 'error' | 'info';
  title: string;
  /** A second line; `undefined` when none. */
  detail?: string | undefined;
}

/** What the cart machine emits: alerts, navigation requests and the products just added. */
export type CartMachineEmitted =
  | CartAlert
  | { type: 'navigate'; to: CartNavigationTarget }
  | { type: 'added'; items: readonly AddToCartPayload[] };

/** The spec's timers. */
const LIMIT_ERROR_DISPLAY_MS = 10_000;
const ONE_CLICK_REDIRECT_MS = 1_000;
/**
 * A failed read is retried after 0.5 s, 1 s, 2 s, 4 s, 8 s, 8 s; after that the count shows as unknown and the
 * read is tried again every 8 s in the background until the store answers (the page converges, no gesture needed).
 * A read whose cart answered but whose freight or postal code did not is retried the same way, six times, with
 * the count known all along.
 */
const READ_RETRY_BASE_MS = 500;
const READ_RETRY_MAX_MS = 8_000;
const READ_RETRIES = 6;

/** The delay before the read retry after `failures` failed reads in a row: 0.5 s, 1 s, 2 s, 4 s, then 8 s. */
const readRetryDelay = (failures: number) =>
  Math.min(READ_RETRY_BASE_MS * 2 ** (failures - 1), READ_RETRY_MAX_MS);

/** The part of an `enqueueActions` queue that schedules the next read (`cart.readRetryDue`), replacing any. */
interface ReadRetryQueue {
  cancel(id: string): void;
  raise(event: { type: 'cart.readRetryDue' }, options: { delay: number; id: string }): void;
}

function retryReadAfter(enqueue: ReadRetryQueue, delay: number): void {
  enqueue.cancel('readRetry');
  enqueue.raise({ type: 'cart.readRetryDue' }, { delay, id: 'readRetry' });
}

/**
 * `failures` with the adds that did not land: each by its number, the client's `StoreApiError` when there is one,
 * else one carrying the text the shopper was shown (`failure`, or `fallback` for an add the store accepted).
 */
function withAddFailures(
  failures: Readonly<Record<number, StoreApiError>>,
  failed: ReadonlyArray<{
    readonly seq?: number | undefined;
    readonly error?: unknown;
    readonly failure?: string;
  }>,
  fallback: string,
): Readonly<Record<number, StoreApiError>> {
  const next = { ...failures };
  for (const { seq, error, failure } of failed)
    if (seq !== undefined)
      next[seq] = isStoreApiError(error)
        ? error
        : new StoreApiError({ kind: 'http', operation: 'cart.add', message: failure ?? fallback });
  return next;
}

/** `context.addFailures` with the add in flight, when one is, failed (`error`, else one holding `text`). */
const withCurrentAddFailed = (context: CartMachineContext, error: unknown, text: string) =>
  withAddFailures(
    context.addFailures,
    context.current?.kind === 'add' ? [{ ...context.current, error }] : [],
    text,
  );

// ---------------------------------------------------------------------------------------------------------
// Named parameter mappers of done/error events (XState types `event` per transition, not in `setup`).

const cartReply = ({ event }: { event: { output: Cart } }) => ({ cart: event.output });
const loadedReply = ({ event }: { event: { output: LoadedCart } }) => ({ loaded: event.output });
const addReply = ({ event }: { event: { output: boolean } }) => ({ accepted: event.output });
const limitsReply = ({ event }: { event: { output: boolean } }) => ({ passed: event.output });
const freightSaveReply = ({ event }: { event: { output: CartReadBack | false } }) => ({
  readBack: event.output,
});
const freightQuoteReply = ({ event }: { event: { output: FreightQuote } }) => ({ quote: event.output });
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

// Named invoke inputs.
const clientInput = ({ context }: { context: CartMachineContext }) => ({ client: context.client });

function addInput({ context }: { context: CartMachineContext }) {
  const operation = operationInFlight(context, 'add');
  return { client: context.client, items: operation.items, massive: operation.massive };
}

function changeQuantityInput({ context }: { context: CartMachineContext }) {
  const { idCartItem, quantity } = operationInFlight(context, 'changeQuantity');
  return { client: context.client, idCartItem, quantity };
}

function deleteInput({ context }: { context: CartMachineContext }) {
  return { client: context.client, idCartItem: operationInFlight(context, 'delete').idCartItem };
}

function codeInput({ context }: { context: CartMachineContext }) {
  const { code, action, key } = operationInFlight(context, 'code');
  return { client: context.client, code, action, key };
}

function saveFreightInput({ context }: { context: CartMachineContext }) {
  const { option, cep } = operationInFlight(context, 'saveFreight');
  return { client: context.client, option, cep };
}

const freightQuoteInput = ({ context }: { context: CartMachineContext }) => ({
  client: context.client,
  cep: context.cep,
});

function initialContext({ input }: { input: CartMachineInput }): CartMachineContext {
  return {
    client: input.client,
    messages: { ...cartRuleMessages, ...cartMessages, ...input.messages },
    confirmedCart: undefined,
    current: undefined,
    queue: [],
    readPending: true,
    fullReadOwed: true,
    readFailures: 0,
    addChecks: [],
    addsRequested: 0,
    addFailures: {},
    loadError: undefined,
    timerExpiredMessage: undefined,
    lineErrors: {},
    lineNotices: {},
    cartError: undefined,
    cep: '',
    cepError: undefined,
    freightOptions: [],
    quotedCep: undefined,
    freeFreightTip: undefined,
    confirmedFreight: undefined,
    freightError: undefined,
    discountError: undefined,
    voucherError: undefined,
    limitError: undefined,
    checkoutError: undefined,
    exhaustedModalOpen: false,
  };
}

/** The `sync.idle` transition that takes the queue's next operation, when it is of `kind`, into `target`. */
const takeNext = (kind: CartOperation['kind'], target: string) =>
  ({ guard: { type: 'nextOperationIs', params: { kind } }, target, actions: 'takeNextOperation' }) as const;

/** The machine: see the file comment for states, events and the concurrency model. */
export const cartMachine = setup({
  types: {
    context: {} as CartMachineContext,
    events: {} as CartMachineEvent | CartMachineTimerEvent,
    input: {} as CartMachineInput,
    emitted: {} as CartMachineEmitted,
  },
  actors: createCartActors(),
  delays: {
    limitErrorDisplay: () => LIMIT_ERROR_DISPLAY_MS,
    oneClickRedirect: () => ONE_CLICK_REDIRECT_MS,
  },
  guards: {
    nextOperationIs: ({ context }, params: { kind: CartOperation['kind'] }) =>
      context.queue[0]?.kind === params.kind,
    isReadPending: ({ context }) => context.readPending,
    /** The limit check gates the cart as the server holds it: an owed read (after an add) goes first. */
    isReadOwedBeforeLimitCheck: ({ context }) =>
      context.readPending && context.queue[0]?.kind === 'checkLimits',
    isAddAccepted: (_, params: { accepted: boolean }) => params.accepted,
    isLimitCheckPassed: (_, params: { passed: boolean }) => params.passed,
    isFreightSaved: (_, params: { readBack: CartReadBack | false }) => params.readBack !== false,
    canRetryRead: ({ context }) => context.readFailures + 1 < READ_RETRIES,
    isFreightUnknown: (_, params: { loaded: LoadedCart }) => params.loaded.freightUnknown === true,
    canRetryFreightRead: ({ context }, params: { loaded: LoadedCart }) =>
      params.loaded.freightUnknown === true && context.readFailures + 1 < READ_RETRIES,
    hasLoadError: ({ context }) => context.loadError !== undefined,
    hasQueuedOperation: ({ context }) => context.queue.length > 0,
    /** A valid new quantity for the line whose change is in flight. */
    isChangeOfCurrentLine: ({ context, event }) =>
      event.type === 'cart.changeQuantity' &&
      context.current?.kind === 'changeQuantity' &&
      context.current.idCartItem === event.idCartItem &&
      decideQuantity(context, event.idCartItem, event.quantity, context.messages).kind === 'send',
    isDeleteOfCurrentLine: ({ context, event }) =>
      event.type === 'cart.remove' && currentLineOf(context) === event.idCartItem,
    /** At the limit check's turn the server's cart decides: an optimistic delete queued behind does not count yet. */
    isConfirmedCheckoutBlocked: ({ context }) =>
      !context.confirmedCart || !canCheckout(context.confirmedCart).ok,
    /** Blocked now, with no add pending that could still change the answer (the queued check re-gates). */
    isCheckoutBlockedNow: ({ context }) => {
      const cart = shownCart(context);
      return !hasPendingAdd(context) && (!cart || !canCheckout(cart).ok);
    },
    breaksCartLimitsNow: ({ context }) => {
      const cart = shownCart(context);
      return !hasPendingAdd(context) && !!cart && !checkCartLimits(cart, context.messages).ok;
    },
    isCompleteCep: ({ event }) =>
      event.type === 'cep.change' && maskCep(event.value).length === 9 && isValidCep(maskCep(event.value)),
    isCepInvalid: ({ context }) => !isValidCep(context.cep),
    isCepQuoted: ({ context }) => context.quotedCep === context.cep,
    isOfferedFreightOption: ({ context, event }) =>
      event.type === 'freight.select' &&
      isValidCep(context.cep) &&
      context.freightOptions.some((option) => option.shippingMode.idShippingMode === event.idShippingMode),
  },
  actions: {
    takeNextOperation: assign(({ context }) => {
      const [next, ...rest] = context.queue;
      return { current: next, queue: rest };
    }),

    requestReload: assign({ readPending: true }),
    requestAdd: assign(({ context, event }) => {
      const seq = context.addsRequested + 1;
      if (event.type === 'cart.add' || event.type === 'cart.buyNow') {
        const item: AddToCartPayload = {
          idProduct: event.idProduct,
          idSku: event.idSku,
          quantity: event.quantity,
          isRecurrent: event.type === 'cart.add' ? (event.isRecurrent ?? false) : false,
        };
        const redirect = event.type === 'cart.buyNow' ? (event.redirect ?? 'delayed') : undefined;
        return {
          addsRequested: seq,
          queue: [...context.queue, { kind: 'add', items: [item], massive: false, redirect, seq }],
        };
      }
      if (event.type === 'cart.addMassive') {
        const items = event.items.map((item) => ({ ...item, isRecurrent: false }));
        return {
          addsRequested: seq,
          queue: [...context.queue, { kind: 'add', items, massive: true, redirect: undefined, seq }],
        };
      }
      return {};
    }),
    requestQuantityChange: assign(({ context, event }) => {
      if (event.type !== 'cart.changeQuantity') return {};
      const decision = decideQuantity(context, event.idCartItem, event.quantity, context.messages);
      const lineNotices = withoutLine(context.lineNotices, event.idCartItem);
      if (decision.kind === 'refuse') {
        const refusal = lineMessage(decision.message);
        return { lineNotices, lineErrors: { ...context.lineErrors, [event.idCartItem]: refusal } };
      }
      const lineErrors = withoutLine(context.lineErrors, event.idCartItem);
      if (decision.kind === 'unchanged') return { lineErrors, lineNotices };
      return {
        lineErrors,
        lineNotices: withNotice(lineNotices, event.idCartItem, decision),
        queue: queueQuantityChange(context.queue, event.idCartItem, decision.quantity),
      };
    }),
    /** The in-flight change of the same line is superseded: its actor is stopped (aborted) on leaving. */
    supersedeCurrentChange: assign(({ context, event }) => {
      if (event.type !== 'cart.changeQuantity') return {};
      const decision = decideQuantity(context, event.idCartItem, event.quantity, context.messages);
      if (decision.kind !== 'send') return {};
      const next: CartOperation = {
        kind: 'changeQuantity',
        idCartItem: event.idCartItem,
        quantity: decision.quantity,
      };
      const lineNotices = withoutLine(context.lineNotices, event.idCartItem);
      return {
        lineErrors: withoutLine(context.lineErrors, event.idCartItem),
        lineNotices: withNotice(lineNotices, event.idCartItem, decision),
        current: undefined,
        queue: [next, ...context.queue],
        readPending: true,
      };
    }),
    requestRemove: assign(({ context, event }) => {
      if (event.type !== 'cart.remove') return {};
      const known = shownCart(context)?.items.some((line) => line.idCartItem === event.idCartItem) ?? false;
      if (!known && !isLinePending(context, event.idCartItem, 'delete')) {
        const refusal = lineMessage(context.messages.lineUnavailable);
        return { lineErrors: { ...context.lineErrors, [event.idCartItem]: refusal } };
      }
      return {
        lineErrors: withoutLine(context.lineErrors, event.idCartItem),
        queue: queueDelete(context, event.idCartItem),
      };
    }),
    /** A remove of the line whose change is in flight aborts that change and goes first. */
    supersedeCurrentWithRemove: assign(({ context, event }) => {
      if (event.type !== 'cart.remove') return {};
      const rest = context.queue.filter(
        (operation) => !(isLineOperation(operation) && operation.idCartItem === event.idCartItem),
      );
      return {
        lineErrors: withoutLine(context.lineErrors, event.idCartItem),
        current: undefined,
        queue: [{ kind: 'delete', idCartItem: event.idCartItem }, ...rest],
        readPending: true,
      };
    }),
    requestClean: assign(({ context }) => ({
      lineErrors: {},
      lineNotices: {},
      cartError: undefined,
      queue: queueOnce(withoutLineOperations(context.queue), { kind: 'clean' }),
    })),
    /** Cleaning supersedes the line operation in flight too. */
    supersedeCurrentWithClean: assign(({ context }) => ({
      lineErrors: {},
      lineNotices: {},
      cartError: undefined,
      current: undefined,
      queue: queueOnce(withoutLineOperations(context.queue), { kind: 'clean' }),
      readPending: true,
    })),
    requestRemoveExhausted: assign(({ context }) => {
      let queue = context.queue;
      for (const line of shownCart(context)?.items ?? []) {
        if (isOutOfStock(line)) queue = queueDelete({ current: context.current, queue }, line.idCartItem);
      }
      return { queue };
    }),
    dismissLineError: assign(({ context, event }) =>
      event.type === 'cart.dismissLineError'
        ? {
            lineErrors: withoutLine(context.lineErrors, event.idCartItem),
            lineNotices: withoutLine(context.lineNotices, event.idCartItem),
          }
        : {},
    ),
    requestCode: assign(({ context, event }) => {
      const code = event.type.startsWith('discount.') ? ('discount' as const) : ('voucher' as const);
      const action = event.type.endsWith('.apply') ? ('apply' as const) : ('remove' as const);
      const key = 'key' in event ? event.key.trim() : '';
      const operation: CartOperation = { kind: 'code', code, action, key };
      return code === 'discount'
        ? { discountError: undefined, queue: [...context.queue, operation] }
        : { voucherError: undefined, queue: [...context.queue, operation] };
    }),
    requestFreightChoice: assign(({ context, event }) => {
      if (event.type !== 'freight.select') return {};
      const option = context.freightOptions.find(
        (candidate) => candidate.shippingMode.idShippingMode === event.idShippingMode,
      );
      if (!option) return {};
      const operation: CartOperation = { kind: 'saveFreight', option, cep: context.cep };
      return { freightError: undefined, queue: [...withoutFreightOperations(context.queue), operation] };
    }),
    refuseFreightChoice: assign(({ context }) => ({ freightError: context.messages.cepRequired })),
    requestFreightCancel: assign(({ context }) => ({
      freightError: undefined,
      freightOptions: [],
      quotedCep: undefined,
      freeFreightTip: undefined,
      queue: [...withoutFreightOperations(context.queue), { kind: 'cancelFreight' }],
    })),
    requestLimitCheck: assign(({ context }) => ({
      checkoutError: undefined,
      queue: queueOnce(context.queue, { kind: 'checkLimits' }),
    })),

    applyServerCart: assign(({ context }, params: { cart: Cart }) => confirm(context, params.cart)),
    applyLoadedCart: enqueueActions(({ context, enqueue }, params: { loaded: LoadedCart }) => {
      const { countReply } = params.loaded;
      const expired =
        countReply.kind === 'expired' ? context.messages.timerExpiry(countReply.removedProducts) : undefined;
      // The messages of the adds this read confirms follow what the server holds.
      const outcomes = addOutcomes(context.addChecks, params.loaded.cart);
      const missing = context.addChecks.filter((_, index) => outcomes[index] === 'missing');
      enqueue.assign(() => ({
        ...confirmReadBack(context, params.loaded),
        timerExpiredMessage: expired,
        addChecks: [],
        addFailures: withAddFailures(context.addFailures, missing, context.messages.cartReadFailed),
      }));
      if (expired) enqueue.emit({ type: 'alert', kind: 'info', title: expired });
      for (const [index, check] of context.addChecks.entries()) {
        const outcome = outcomes[index];
        if (check.failure === undefined && outcome === 'missing')
          enqueue.emit({ type: 'alert', kind: 'error', title: context.messages.cartReadFailed });
        if (check.failure !== undefined && outcome === 'missing')
          enqueue.emit({ type: 'alert', kind: 'error', title: check.failure });
        if (check.failure !== undefined && outcome === 'landed') {
          enqueue.emit({
            type: 'alert',
            kind: 'success',
            title: context.messages.addToCartSuccess,
            detail: context.messages.addToCartSuccessDetail,
          });
          enqueue.emit({ type: 'added', items: check.items });
        }
      }
    }),
    /** A failed read is retried after a growing delay; the shopper sees nothing (load errors are silent). */
    scheduleReadRetry: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const failures = context.readFailures + 1;
      enqueue.assign({
        current: undefined,
        readFailures: failures,
        loadError: errorText(params.error, context.messages.cartReadFailed),
      });
      retryReadAfter(enqueue, readRetryDelay(failures));
    }),
    /**
     * Every quick retry failed: the cart is no longer busy and uncertain adds say they failed; the read is tried
     * again in the background every 8 s (`cart.readRetryDue`) until the store answers.
     */
    failRead: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      enqueue.assign({
        current: undefined,
        readPending: false,
        addChecks: [],
        // An add whose outcome no read could tell is reported as failed (it says so to the shopper too).
        addFailures: withAddFailures(
          context.addFailures,
          context.addChecks.filter((check) => check.failure !== undefined),
          context.messages.addToCartError,
        ),
        loadError: errorText(params.error, context.messages.cartReadFailed),
      });
      for (const check of context.addChecks)
        if (check.failure !== undefined) enqueue.emit({ type: 'alert', kind: 'error', title: check.failure });
      retryReadAfter(enqueue, READ_RETRY_MAX_MS);
    }),
    /** The cart was read but not its freight or postal code: the count is known; the full read is retried later. */
    scheduleFreightRetry: enqueueActions(({ context, enqueue }) => {
      const failures = context.readFailures + 1;
      enqueue.assign({ readFailures: failures });
      retryReadAfter(enqueue, readRetryDelay(failures));
    }),
    /** The freight kept failing to read: the freight shown stays as it was; the cart is settled. */
    giveUpFreightRead: assign({ readPending: false, fullReadOwed: false, readFailures: 0 }),
    confirmAdd: enqueueActions(({ context, enqueue }) => {
      const operation = context.current;
      const check: AddCheck | undefined =
        operation?.kind === 'add'
          ? { items: operation.items, before: context.confirmedCart, failure: undefined, seq: operation.seq }
          : undefined;
      enqueue.assign({
        current: undefined,
        readPending: true,
        fullReadOwed: true,
        addChecks: check ? [...context.addChecks, check] : context.addChecks,
      });
      enqueue.emit({
        type: 'alert',
        kind: 'success',
        title: context.messages.addToCartSuccess,
        detail: context.messages.addToCartSuccessDetail,
      });
      if (operation?.kind !== 'add') return;
      enqueue.emit({ type: 'added', items: operation.items });
      if (operation.redirect === 'immediate') enqueue.emit({ type: 'navigate', to: '/checkout/payment' });
      if (operation.redirect === 'delayed') {
        enqueue.cancel('oneClickRedirect');
        enqueue.raise(
          { type: 'checkout.redirectDue' },
          { delay: 'oneClickRedirect', id: 'oneClickRedirect' },
        );
      }
    }),
    rejectAdd: enqueueActions(({ context, enqueue }) => {
      const title = context.messages.addToCartError;
      enqueue.assign({
        current: undefined,
        readPending: true,
        addFailures: withCurrentAddFailed(context, undefined, title),
      });
      enqueue.emit({ type: 'alert', kind: 'error', title });
    }),
    /**
     * A refusal (an HTTP 4xx) is shown at once. Any other failure (timeout, network, server error) may
     * have landed: the read that follows decides between the success and the failure message.
     */
    failAdd: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const title = addFailureText(params.error, context.messages.addToCartError);
      const operation = context.current;
      if (isAddRefusal(params.error) || operation?.kind !== 'add') {
        enqueue.assign({
          current: undefined,
          readPending: true,
          addFailures: withCurrentAddFailed(context, params.error, title),
        });
        enqueue.emit({ type: 'alert', kind: 'error', title });
        return;
      }
      const check: AddCheck = {
        items: operation.items,
        before: context.confirmedCart,
        failure: title,
        error: params.error,
        seq: operation.seq,
      };
      enqueue.assign({
        current: undefined,
        readPending: true,
        fullReadOwed: true,
        addChecks: [...context.addChecks, check],
      });
    }),
    failLineOperation: assign(({ context }, params: { error: unknown }) => {
      const operation = context.current;
      const line = currentLineOf(context);
      const error: LineMessage = {
        text: errorText(params.error, context.messages.lineUnavailable),
        intended: operation?.kind === 'changeQuantity' ? operation.quantity : undefined,
        error: params.error,
      };
      return {
        ...dropCurrent(context),
        lineErrors: line === undefined ? context.lineErrors : { ...context.lineErrors, [line]: error },
        lineNotices: line === undefined ? context.lineNotices : withoutLine(context.lineNotices, line),
      };
    }),
    failClean: assign(({ context }, params: { error: unknown }) => ({
      ...dropCurrent(context),
      cartError: errorText(params.error, context.messages.cartReadFailed),
    })),
    failCode: assign(({ context }, params: { error: unknown }) => {
      const operation = context.current;
      const text = errorText(params.error, context.messages.cartReadFailed);
      const next = dropCurrent(context);
      return operation?.kind === 'code' && operation.code === 'voucher'
        ? { ...next, voucherError: text }
        : { ...next, discountError: text };
    }),
    confirmFreight: assign(({ context }, params: { readBack: CartReadBack | false }) => {
      if (params.readBack === false) return {};
      const next = confirmReadBack({ ...context, freightError: undefined }, params.readBack);
      // Only a read through `loadCart` tells the adds waiting for their outcome.
      const addsWaiting = context.addChecks.length > 0;
      // A read-back whose freight or postal code failed (`freightUnknown`) still owes the full read.
      return {
        ...next,
        readPending: next.readPending || addsWaiting,
        fullReadOwed: next.fullReadOwed || addsWaiting,
      };
    }),
    refuseFreight: assign(({ context }) => ({
      ...dropCurrentFreight(context),
      freightError: context.messages.freightNotSaved,
    })),
    confirmFreightCancel: assign(({ context }, params: { cart: Cart }) =>
      confirm({ ...context, confirmedFreight: undefined }, params.cart),
    ),
    failFreightOperation: assign(({ context }, params: { error: unknown }) => ({
      ...dropCurrentFreight(context),
      freightError: errorText(params.error, context.messages.cepRequired),
    })),
    goToIdentification: enqueueActions(({ enqueue }) => {
      enqueue.assign({ current: undefined, limitError: undefined });
      enqueue.emit({ type: 'navigate', to: '/checkout/identification' });
    }),
    blockCheckout: enqueueActions(({ context, enqueue }) => {
      const shown = shownCart(context);
      const cart = context.current?.kind === 'checkLimits' ? context.confirmedCart : shown;
      const gate = cart ? canCheckout(cart, context.messages) : undefined;
      const message = gate && !gate.ok ? gate.message : context.messages.cartEmpty;
      // The modal lists what the shopper still sees: lines already being deleted are not counted.
      const outOfStock = gate !== undefined && !gate.ok && gate.reason === 'out-of-stock';
      enqueue.assign({
        checkoutError: message,
        exhaustedModalOpen: outOfStock && (shown?.items.some((line) => isOutOfStock(line)) ?? false),
      });
      enqueue.emit({ type: 'alert', kind: 'error', title: message });
    }),
    showLimitFailure: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const shown = shownCart(context);
      const local = shown ? checkCartLimits(shown, context.messages).failures[0] : undefined;
      const message =
        params.error === undefined
          ? (local?.message ?? context.messages.cartLimitsFailed)
          : errorText(params.error, context.messages.cartLimitsFailed);
      // A failed check request (not a refusal by the rules) owes a read like any failure.
      enqueue.assign({
        limitError: message,
        readPending: context.readPending || params.error !== undefined,
      });
      enqueue.cancel('limitError');
      enqueue.raise({ type: 'checkout.limitErrorExpired' }, { delay: 'limitErrorDisplay', id: 'limitError' });
    }),
    hideLimitError: assign({ limitError: undefined }),
    /** The request in flight answered (the gates above also run straight from `checkout.start`, mid-request). */
    finishRequest: assign({ current: undefined }),
    navigateToPayment: emit({ type: 'navigate', to: '/checkout/payment' }),
    closeExhaustedModal: assign({ exhaustedModalOpen: false }),

    setCep: assign(({ event }) =>
      event.type === 'cep.change' ? { cep: maskCep(event.value), cepError: undefined } : {},
    ),
    startFreightQuote: assign(({ context }) => ({
      cepError: undefined,
      freightError: undefined,
      quotedCep: context.cep,
    })),
    refuseCep: assign(({ context }) => ({ cepError: context.messages.cepRequired })),
    applyFreightQuote: assign((_, params: { quote: FreightQuote }) => ({
      freightOptions: params.quote.options,
      freeFreightTip: params.quote.tip,
    })),
    failFreightQuote: assign(({ context }, params: { error: unknown }) => ({
      freightOptions: [],
      quotedCep: undefined,
      freightError: errorText(params.error, context.messages.cepRequired),
    })),
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
            actions: { type: 'showLimitFailure', params: { error: undefined } },
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
                guard: { type: 'canRetryFreightRead', params: loadedReply },
                target: 'waitingToRetryRead',
                actions: [{ type: 'applyLoadedCart', params: loadedReply }, 'scheduleFreightRetry'],
              },
              {
                guard: { type: 'isFreightUnknown', params: loadedReply },
                target: 'idle',
                actions: [{ type: 'applyLoadedCart', params: loadedReply }, 'giveUpFreightRead'],
              },
              { target: 'idle', actions: { type: 'applyLoadedCart', params: loadedReply } },
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
              { guard: { type: 'isAddAccepted', params: addReply }, target: 'idle', actions: 'confirmAdd' },
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
            onDone: { target: 'idle', actions: { type: 'applyServerCart', params: cartReply } },
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
            onDone: { target: 'idle', actions: { type: 'applyServerCart', params: cartReply } },
            onError: { target: 'idle', actions: { type: 'failLineOperation', params: failure } },
          },
        },
        cleaning: {
          invoke: {
            id: 'cleanCart',
            src: 'cleanCart',
            input: clientInput,
            onDone: { target: 'idle', actions: { type: 'applyServerCart', params: cartReply } },
            onError: { target: 'idle', actions: { type: 'failClean', params: failure } },
          },
        },
        updatingCode: {
          invoke: {
            id: 'changeCartCode',
            src: 'changeCartCode',
            input: codeInput,
            onDone: { target: 'idle', actions: { type: 'applyServerCart', params: cartReply } },
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
                guard: { type: 'isFreightSaved', params: freightSaveReply },
                target: 'idle',
                actions: { type: 'confirmFreight', params: freightSaveReply },
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
            onDone: { target: 'idle', actions: { type: 'confirmFreightCancel', params: cartReply } },
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
                guard: { type: 'isLimitCheckPassed', params: limitsReply },
                target: 'idle',
                actions: 'goToIdentification',
              },
              {
                target: 'idle',
                actions: [{ type: 'showLimitFailure', params: { error: undefined } }, 'finishRequest'],
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
    /** Freight quotes by postal code: reads outside the queue; a newer complete code supersedes the running quote. */
    freight: {
      initial: 'idle',
      on: {
        // Targets inside this region only: a quote restarts itself and never touches the request slot.
        'cep.change': [
          { guard: 'isCompleteCep', target: '.quoting', actions: ['setCep', 'startFreightQuote'] },
          { actions: 'setCep' },
        ],
        'freight.calculate': [
          { guard: 'isCepInvalid', target: '.idle', actions: 'refuseCep' },
          // A form that typed the code (quoted at 9 characters) and then submits it sends nothing more.
          { guard: 'isCepQuoted' },
          { target: '.quoting', actions: 'startFreightQuote' },
        ],
        'freight.cancel': { target: '.idle' },
      },
      states: {
        idle: {},
        quoting: {
          invoke: {
            id: 'calculateFreight',
            src: 'calculateFreight',
            input: freightQuoteInput,
            onDone: { target: 'quoted', actions: { type: 'applyFreightQuote', params: freightQuoteReply } },
            onError: { target: 'failed', actions: { type: 'failFreightQuote', params: failure } },
          },
        },
        quoted: {},
        failed: {},
      },
    },
  },
});
