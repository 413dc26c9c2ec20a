/**
 * Region `sync`, the single request slot: which queued operation goes next (`sync.idle`), what each cart request is
 * sent with (`sync.adding`, `changing`, `deleting`, `cleaning`, `updatingCode`), and what its answer or failure does:
 * a whole-cart reply becomes the confirmed cart, a failure drops only its own operation and owes a read, and an add
 * announces itself (with the one-click buy's redirect) or waits for the read that tells whether it landed.
 * The freight requests of the slot are in `cartFreight.ts`, the limit check in `cartCheckout.ts`.
 */
import { assign, emit, enqueueActions } from 'xstate';
import type { Cart } from '../../schemas/cartSchema';
import type { CartActions, CartGuards, CartInputArgs, CartMachineContext } from './cartContext';
import {
  type AddCheck,
  addFailureText,
  type CartOperation,
  confirm,
  currentLineOf,
  dropCurrent,
  errorText,
  isAddRefusal,
  type LineMessage,
  operationInFlight,
  withAddFailures,
  withoutLine,
} from './cartQueue';

/** The spec's delay before a one-click buy goes to the payment page. */
export const ONE_CLICK_REDIRECT_MS = 1_000;

// The parameter mappers of the actors' done and error events, for every region (XState types `event` per
// transition, not in `setup`): the action or guard that reads an answer gets the output, or the error, as `params`.

/** The actor's output, as the `params` of the action or guard that reads it. */
export const output = <T>({ event }: { event: { output: T } }) => event.output;
/** The actor's error, as the `params` of the action that reports it. */
export const failure = ({ event }: { event: { error: unknown } }) => event.error;

// Named invoke inputs.

export const clientInput = ({ context }: CartInputArgs) => ({ client: context.client });

export function addInput({ context }: CartInputArgs) {
  const operation = operationInFlight(context, 'add');
  return { client: context.client, items: operation.items, massive: operation.massive };
}

export function changeQuantityInput({ context }: CartInputArgs) {
  const { idCartItem, quantity } = operationInFlight(context, 'changeQuantity');
  return { client: context.client, idCartItem, quantity };
}

export function deleteInput({ context }: CartInputArgs) {
  return { client: context.client, idCartItem: operationInFlight(context, 'delete').idCartItem };
}

export function codeInput({ context }: CartInputArgs) {
  const { code, action, key } = operationInFlight(context, 'code');
  return { client: context.client, code, action, key };
}

/** `context.addFailures` with the add in flight, when one is, failed (`error`, else one holding `text`). */
const withCurrentAddFailed = (context: CartMachineContext, error: unknown, text: string) =>
  withAddFailures(
    context.addFailures,
    context.current?.kind === 'add' ? [{ ...context.current, error }] : [],
    text,
  );

/** The slot's guards: the kind of the next queued operation, and the add's answer. */
export const requestSlotGuards = {
  nextOperationIs: ({ context }, params: { kind: CartOperation['kind'] }) =>
    context.queue[0]?.kind === params.kind,
  hasQueuedOperation: ({ context }) => context.queue.length > 0,
  isAddAccepted: (_, accepted: boolean) => accepted,
} satisfies CartGuards;

/** The slot's actions: taking the next operation, and what each cart request's answer or failure does. */
export const requestSlotActions = {
  takeNextOperation: assign(({ context }) => {
    const [next, ...rest] = context.queue;
    return { current: next, queue: rest };
  }),
  applyServerCart: assign(({ context }, cart: Cart) => confirm(context, cart)),
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
      enqueue.raise({ type: 'checkout.redirectDue' }, { delay: 'oneClickRedirect', id: 'oneClickRedirect' });
    }
  }),
  /** The one-click buy's delayed redirect is due (`checkout.redirectDue`). */
  navigateToPayment: emit({ type: 'navigate', to: '/checkout/payment' }),
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
  failAdd: enqueueActions(({ context, enqueue }, error: unknown) => {
    const title = addFailureText(error, context.messages.addToCartError);
    const operation = context.current;
    if (isAddRefusal(error) || operation?.kind !== 'add') {
      enqueue.assign({
        current: undefined,
        readPending: true,
        addFailures: withCurrentAddFailed(context, error, title),
      });
      enqueue.emit({ type: 'alert', kind: 'error', title });
      return;
    }
    const check: AddCheck = {
      items: operation.items,
      before: context.confirmedCart,
      failure: title,
      error,
      seq: operation.seq,
    };
    enqueue.assign({
      current: undefined,
      readPending: true,
      fullReadOwed: true,
      addChecks: [...context.addChecks, check],
    });
  }),
  failLineOperation: assign(({ context }, error: unknown) => {
    const operation = context.current;
    const line = currentLineOf(context);
    const message: LineMessage = {
      text: errorText(error, context.messages.lineUnavailable),
      intended: operation?.kind === 'changeQuantity' ? operation.quantity : undefined,
      error,
    };
    return {
      ...dropCurrent(context),
      lineErrors: line === undefined ? context.lineErrors : { ...context.lineErrors, [line]: message },
      lineNotices: line === undefined ? context.lineNotices : withoutLine(context.lineNotices, line),
    };
  }),
  failClean: assign(({ context }, error: unknown) => ({
    ...dropCurrent(context),
    cartError: errorText(error, context.messages.cartReadFailed),
  })),
  failCode: assign(({ context }, error: unknown) => {
    const operation = context.current;
    const text = errorText(error, context.messages.cartReadFailed);
    const next = dropCurrent(context);
    return operation?.kind === 'code' && operation.code === 'voucher'
      ? { ...next, voucherError: text }
      : { ...next, discountError: text };
  }),
} satisfies CartActions;
