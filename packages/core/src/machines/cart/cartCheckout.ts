/**
 * The checkout gates (`checkout.start`, `sync.checkingLimits`, the exhausted modal): the checkout button is
 * blocked at once by what the shopper sees (an empty cart, an out-of-stock line, a broken cart limit) unless an add
 * still pending could change the answer; otherwise the limit check is queued behind the owed read and the pending
 * operations, and at its turn the server's cart decides (the confirmed cart, then the server's limits) before the
 * machine asks to navigate to the identification page. A blocked checkout by out-of-stock lines opens the
 * exhausted modal, whose button queues a delete of every such line; a limit failure shows for 10 s.
 */
import { assign, enqueueActions } from 'xstate';
import { canCheckout } from '../../rules/canCheckout';
import { checkCartLimits } from '../../rules/checkCartLimits';
import { isOutOfStock } from '../../rules/isOutOfStock';
import type { CartActions, CartGuards } from './cartContext';
import { errorText, hasPendingAdd, queueDelete, queueOnce, shownCart } from './cartQueue';

/** The spec's time a cart-limit failure stays shown. */
export const LIMIT_ERROR_DISPLAY_MS = 10_000;

/** Whether checkout is blocked now, or at the limit check's turn, and whether the server's limits passed. */
export const checkoutGuards = {
  /** The limit check gates the cart as the server holds it: an owed read (after an add) goes first. */
  isReadOwedBeforeLimitCheck: ({ context }) =>
    context.readPending && context.queue[0]?.kind === 'checkLimits',
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
  isLimitCheckPassed: (_, passed: boolean) => passed,
} satisfies CartGuards;

/** Queueing the limit check, blocking or passing checkout, the limit error's 10 s, and the exhausted modal. */
export const checkoutActions = {
  requestLimitCheck: assign(({ context }) => ({
    checkoutError: undefined,
    queue: queueOnce(context.queue, { kind: 'checkLimits' }),
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
  /** A cart limit broken: by the rules (no params) or by the failed limit check request (its error). */
  showLimitFailure: enqueueActions(({ context, enqueue }, error: unknown) => {
    const shown = shownCart(context);
    const local = shown ? checkCartLimits(shown, context.messages).failures[0] : undefined;
    const message =
      error === undefined
        ? (local?.message ?? context.messages.cartLimitsFailed)
        : errorText(error, context.messages.cartLimitsFailed);
    // A failed check request (not a refusal by the rules) owes a read like any failure.
    enqueue.assign({
      limitError: message,
      readPending: context.readPending || error !== undefined,
    });
    enqueue.cancel('limitError');
    enqueue.raise({ type: 'checkout.limitErrorExpired' }, { delay: 'limitErrorDisplay', id: 'limitError' });
  }),
  hideLimitError: assign({ limitError: undefined }),
  /** The request in flight answered (the gates above also run straight from `checkout.start`, mid-request). */
  finishRequest: assign({ current: undefined }),
  /** The exhausted modal's button: a delete of every out-of-stock line the shopper sees is queued. */
  requestRemoveExhausted: assign(({ context }) => {
    let queue = context.queue;
    for (const line of shownCart(context)?.items ?? []) {
      if (isOutOfStock(line)) queue = queueDelete({ current: context.current, queue }, line.idCartItem);
    }
    return { queue };
  }),
  closeExhaustedModal: assign({ exhaustedModalOpen: false }),
} satisfies CartActions;
