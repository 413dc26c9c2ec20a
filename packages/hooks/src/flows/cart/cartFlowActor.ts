import { cartMachine } from '@vitrine/core';
import { createActor } from 'xstate';
import type { StorefrontContextValue } from '../../provider/StorefrontContext';
import type { SharedFlowActor } from '../flowActorTypes';
import { sharedFlowActor } from '../sharedFlowActor';
import type { CartActor } from './cartActorTypes';
import { cartFlowKey } from './cartFlowKey';
import { navigateForCart } from './cartNavigation';
import { connectCartFlow } from './connectCartFlow';

/**
 * The provider's ONE cart actor (kept in the provider's `services`, see `sharedFlowActor`):
 * created idle on first request with the provider's client and texts, wired to the bus and the analytics
 * sink while held (see `connectCartFlow`).
 * @example
 * const storefront = useStorefront();
 * useEffect(() => cartFlowActor(storefront).retain(), [storefront]);
 */
export function cartFlowActor(storefront: StorefrontContextValue): SharedFlowActor<CartActor> {
  const { bus, client, messages, analytics, services } = storefront;
  return sharedFlowActor(
    services,
    cartFlowKey,
    () =>
      createActor(cartMachine, {
        input: { client, messages: { ...messages.rules, ...messages.cart } },
      }) as unknown as CartActor,
    (actor) => connectCartFlow(actor, bus, analytics, (href) => navigateForCart(services, href)),
  );
}
