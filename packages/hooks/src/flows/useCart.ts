import { useEffect, useMemo, useRef } from 'react';
import { useStorefront } from '../provider/useStorefront';
import { type CartActions, cartActionsOf } from './cart/cartActions';
import { registerCartNavigation } from './cart/cartNavigation';
import { cartSelectors } from './cart/cartSelectors';
import { type CartView, cartView } from './cart/cartView';
import { sameSelection } from './cart/sameSelection';
import { useCartActor } from './cart/useCartActor';
import { useFlowSelector } from './useFlowSelector';

/** Options of `useCart`. */
export interface UseCartOptions {
  /**
   * How to go to '/checkout/identification' or '/checkout/payment' (your router's push); a full page load
   * (the provider's `navigate`) when no mounted `useCart` gives one. The bus gets `navigate { href }` either way.
   */
  readonly onNavigate?: ((href: string) => void) | undefined;
}

/** What `useCart(selector)` returns: the selection and every cart action. */
export type CartFlow<TSelection extends object = CartView> = TSelection & CartActions;

/**
 * The shopper's cart (Cart, Freight, Checkout button, Buy flow) over core's `cartMachine`.
 * Every cart hook of a provider shares ONE actor (one first read, one request queue), so the count, the
 * preview and the buy buttons always agree; buy buttons elsewhere reach it through the bus (`cart.add`,
 * `cart.addMassive`, `cart.buyNow` requests). The provider performs them even on a page without a cart hook
 * mounted, loading the cart flow on the first one, so no buy is lost. Pass a selector (e.g.
 * `cartSelectors.count`) and the component re-renders only when what it selected changes.
 * @example
 * const { lines, totals, changeQuantity, remove, checkout } = useCart();
 * const { count } = useCart(cartSelectors.count);
 * const { freight, setCep, selectFreight } = useCart(cartSelectors.freight);
 */
export function useCart(): CartFlow;
export function useCart<TSelection extends object>(
  selector: (view: CartView) => TSelection,
  options?: UseCartOptions,
): CartFlow<TSelection>;
export function useCart<TSelection extends object>(
  selector?: (view: CartView) => TSelection,
  options?: UseCartOptions,
): CartFlow<TSelection> {
  const { bus, services } = useStorefront();
  const actor = useCartActor();
  const pick = (selector ?? cartSelectors.all) as (view: CartView) => TSelection;
  const selection = useFlowSelector(actor, (snapshot) => pick(cartView(snapshot)), sameSelection);
  const onNavigate = useRef(options?.onNavigate);
  useEffect(() => {
    onNavigate.current = options?.onNavigate;
  });
  const navigates = options?.onNavigate !== undefined;
  useEffect(() => {
    if (!navigates) return;
    return registerCartNavigation(services, (href) => onNavigate.current?.(href));
  }, [services, navigates]);
  // The provider's services hold the page's one set of actions; the first cart hook to read it makes it.
  const actions = services.cartActions.get(() => cartActionsOf(actor, bus));
  return useMemo(() => ({ ...selection, ...actions }), [selection, actions]);
}
