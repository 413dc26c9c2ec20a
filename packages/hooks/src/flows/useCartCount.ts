import { useMemo } from 'react';
import { cartSelectors } from './cart/cartSelectors';
import { useCart } from './useCart';

/** What `useCartCount` returns. */
export interface CartCountFlow {
  /**
   * Units in the cart, with the adds the store is still taking (an add counts the moment it is asked for, and
   * leaves the count if it fails); `undefined` while `countKnown` is false (loading, or reads failing).
   */
  readonly count: number | undefined;
  /** The count comes from a successful read; false while loading and while the cart cannot be read. */
  readonly countKnown: boolean;
  /** The first read has not answered yet. */
  readonly isLoading: boolean;
  /** 'O TEMPO EXPIROU E ... foi removido do carrinho' after the cart timer expired; `undefined` otherwise. */
  readonly timerExpiredMessage: string | undefined;
  /** Opens the cart: publishes `cart.view` (previews open, the cart reloads, `view_cart` is sent). */
  view(): void;
}

/**
 * The cart count of a header badge: it reads only the count (and the timer-expiry message), so it re-renders
 * only when they change, and refreshes after add and remove events through the page's shared cart.
 * @example
 * const { count, countKnown, view } = useCartCount();
 * <button onClick={view} aria-label={countKnown ? `${count} itens no carrinho` : 'Carrinho'}>{count ?? '?'}</button>
 */
export function useCartCount(): CartCountFlow {
  const { count, countKnown, isLoading, timerExpiredMessage, view } = useCart(cartSelectors.count);
  return useMemo(
    () => ({ count, countKnown, isLoading, timerExpiredMessage, view }),
    [count, countKnown, isLoading, timerExpiredMessage, view],
  );
}
