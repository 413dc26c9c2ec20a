import { cartFlowKey } from '../flows/cart/cartFlowKey';
import type { CartRequest } from '../flows/cart/connectCartFlow';
import { isSharedFlowHeld } from '../flows/sharedFlowActor';
import type { StorefrontServices } from './createStorefrontServices';
import type { StorefrontContextValue } from './StorefrontContext';

/**
 * Performs the bus's cart requests (`cart.add`, `cart.addMassive`, `cart.buyNow`) that no cart hook is
 * mounted to receive — a buy button on a page without a cart widget — so none is lost: on the first one
 * it loads the cart flow (a separate chunk: pages that never buy do not pay for it), holds the provider's
 * cart actor and sends it the requests in the order they came. From then on the held actor receives them
 * from the bus itself. Providers sharing their services (islands of one page) elect one forwarder (kept in
 * `services.cartForwarder`), so a request is performed once. `storefront` reads the provider's current value (client, texts, analytics) when needed,
 * so a re-render with new props never drops a waiting request. Returns the undo (releases the actor and the bus).
 */
export function forwardUnheldCartRequests(
  services: StorefrontServices,
  storefront: () => StorefrontContextValue,
): () => void {
  const { bus } = services;
  const self = {};
  let waiting: CartRequest[] | undefined;
  let release: (() => void) | undefined;
  let stopped = false;

  const onRequest = (request: CartRequest) => {
    if (release || isSharedFlowHeld(services, cartFlowKey)) return;
    const forwarder = services.cartForwarder;
    if (forwarder !== undefined && forwarder !== self) return;
    services.cartForwarder = self;
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
        const shared = cartFlowActor(storefront());
        release = shared.retain();
        for (const pending of requests) shared.actor.send(cartRequestEvent(pending));
      },
      () => {
        // The chunk did not load (offline, a new deploy): say so, as a failed add does; the next click retries.
        waiting = undefined;
        if (services.cartForwarder === self) services.cartForwarder = undefined;
        if (!stopped)
          bus.publish({ type: 'alert', kind: 'error', title: storefront().messages.rules.addToCartError });
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
    if (services.cartForwarder === self) services.cartForwarder = undefined;
    for (const stop of stops) stop();
    release?.();
  };
}
