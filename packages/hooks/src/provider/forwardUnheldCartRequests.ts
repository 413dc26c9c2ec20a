import { cartFlowKey } from '../flows/cart/cartFlowKey';
import type { CartRequest } from '../flows/cart/connectCartFlow';
import { isSharedFlowHeld } from '../flows/sharedFlowActor';
import type { StorefrontContextValue } from './StorefrontContext';

/**
 * Performs the bus's cart requests (`cart.add`, `cart.addMassive`, `cart.buyNow`) that no cart hook is
 * mounted to receive — a buy button on a page without a cart widget — so none is lost: on the first one
 * it loads the cart flow (a separate chunk: pages that never buy do not pay for it), holds the provider's
 * cart actor and sends it the requests in the order they came. From then on the held actor receives them
 * from the bus itself. Returns the undo (releases the actor).
 */
export function forwardUnheldCartRequests(storefront: StorefrontContextValue): () => void {
  const { bus } = storefront;
  let waiting: CartRequest[] | undefined;
  let release: (() => void) | undefined;
  let stopped = false;

  const onRequest = (request: CartRequest) => {
    if (release || isSharedFlowHeld(bus, cartFlowKey)) return;
    if (waiting) {
      waiting.push(request);
      return;
    }
    waiting = [request];
    void Promise.all([import('../flows/cart/cartFlowActor'), import('../flows/cart/connectCartFlow')]).then(
      ([{ cartFlowActor }, { cartRequestEvent }]) => {
        const requests = waiting ?? [];
        waiting = undefined;
        if (stopped) return;
        const shared = cartFlowActor(storefront);
        release = shared.retain();
        for (const pending of requests) shared.actor.send(cartRequestEvent(pending));
      },
    );
  };

  const stops = [
    bus.subscribe('cart.add', onRequest),
    bus.subscribe('cart.addMassive', onRequest),
    bus.subscribe('cart.buyNow', onRequest),
  ];
  return () => {
    stopped = true;
    for (const stop of stops) stop();
    release?.();
  };
}
