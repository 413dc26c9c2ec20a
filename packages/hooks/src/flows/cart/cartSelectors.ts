import type { CartView } from './cartView';

/**
 * Ready selectors for `useCart(selector)`: each picks what one widget reads, so it re-renders only when
 * that changes. `all` is the default (everything).
 * @example
 * const { count } = useCart(cartSelectors.count);
 * const { lines, lineErrors, changeQuantity } = useCart(cartSelectors.lines);
 */
export const cartSelectors = {
  /** Everything in `CartView`. */
  all: (view: CartView): CartView => view,
  /**
   * The badge: units (when known) counting the adds the store is still taking, so an add shows the moment it is
   * asked for; the first-load flag and the timer-expiry message.
   */
  count: (view: CartView) => ({
    count: view.count === undefined ? undefined : view.count + view.pendingAddUnits,
    countKnown: view.countKnown,
    isLoading: view.isLoading,
    timerExpiredMessage: view.timerExpiredMessage,
  }),
  /** The list of lines with their errors, notices and out-of-stock marks. */
  lines: (view: CartView) => ({
    lines: view.lines,
    lineErrors: view.lineErrors,
    lineNotices: view.lineNotices,
    exhaustedLines: view.exhaustedLines,
    isLoading: view.isLoading,
  }),
  /** The freight calculator. */
  freight: (view: CartView) => ({ freight: view.freight }),
  /** Subtotal, freight, discount and total. */
  totals: (view: CartView) => ({ totals: view.totals, isLoading: view.isLoading }),
  /** The checkout button and its gates: limit error (10 s), blocked checkout, the out-of-stock modal. */
  checkout: (view: CartView) => ({
    limitError: view.limitError,
    checkoutError: view.checkoutError,
    exhaustedModal: view.exhaustedModal,
    isEmpty: view.lines.length === 0,
  }),
} as const;
