import {
  addToCartEvent,
  type CartAddMassiveItem,
  type CartItem,
  type CartMachineEvent,
  cartItemToAnalyticsItem,
  isCartSettled,
  type StorefrontBus,
  type StorefrontEvent,
  type StorefrontEventOf,
  selectCartView,
  viewCartEvent,
} from '@vitrine/core';
import type { AnalyticsSink } from '../../analytics/AnalyticsSink';
import type { CartActor, CartSnapshot } from './cartActorTypes';

// An add without a SKU (`null`) lands on the product's standard SKU, so only the product is compared then.
const sameSku = (line: CartItem, item: CartAddMassiveItem) =>
  line.idProduct === item.idProduct && (item.idSku === null || line.idSku === item.idSku);

/** Nothing is pending and a read succeeded: the confirmed cart is the server's latest answer. */
const isRead = (snapshot: CartSnapshot) => isCartSettled(snapshot) && selectCartView(snapshot).countKnown;

/** The bus requests the cart actor performs. */
export type CartRequest = StorefrontEventOf<'cart.add' | 'cart.addMassive' | 'cart.buyNow'>;

/** The bus's cart request as the cart machine's event (only the fields the machine takes). */
export function cartRequestEvent(request: CartRequest): CartMachineEvent {
  if (request.type === 'cart.addMassive')
    return {
      type: 'cart.addMassive',
      items: request.items.map(({ idProduct, idSku, quantity }) => ({ idProduct, idSku, quantity })),
    };
  const { idProduct, idSku, quantity } = request;
  if (request.type === 'cart.buyNow')
    return { type: 'cart.buyNow', idProduct, idSku, quantity, redirect: request.redirect };
  return { type: 'cart.add', idProduct, idSku, quantity };
}

/**
 * Wires the page's cart actor to the bus and the analytics sink; returns the undo. Bus contract:
 * - requests performed here: `cart.add`, `cart.addMassive`, `cart.buyNow` (buy buttons, buy-together,
 *   one-click buy of any widget, custom element or script);
 * - notifications that reload the cart: `cart.removed`, `cart.changed`
 *   (from others) and `cart.view`
 *   (which also sends `view_cart` once the reload answers);
 * - published here: `cart.changed { count }` each time the server confirms a new cart, the machine's
 *   `alert`s as they are, and `navigate { href }` for the checkout addresses (then `navigate` goes there).
 * `add_to_cart` is sent once the cart read after the add answers, with the lines' names and prices.
 */
export function connectCartFlow(
  actor: CartActor,
  bus: StorefrontBus,
  analytics: AnalyticsSink,
  navigate: (href: string) => void,
): () => void {
  // Our own `cart.changed` must not make us reload: the bus delivers synchronously, so a flag suffices.
  let publishing = false;
  const publish = (event: StorefrontEvent) => {
    publishing = true;
    try {
      bus.publish(event);
    } finally {
      publishing = false;
    }
  };
  const reload = () => {
    if (!publishing) actor.send({ type: 'cart.reload' });
  };
  let viewPending = false;
  let added: CartAddMassiveItem[] = [];
  let lastConfirmed = actor.getSnapshot().context.confirmedCart;

  const stops = [
    bus.subscribe('cart.add', (event) => actor.send(cartRequestEvent(event))),
    bus.subscribe('cart.addMassive', (event) => actor.send(cartRequestEvent(event))),
    bus.subscribe('cart.buyNow', (event) => actor.send(cartRequestEvent(event))),
    bus.subscribe('cart.removed', reload),
    bus.subscribe('cart.changed', reload),
    bus.subscribe('cart.view', () => {
      viewPending = true;
      actor.send({ type: 'cart.reload' });
    }),
  ];

  const subscriptions = [
    actor.on('alert', ({ kind, title, detail }) => publish({ type: 'alert', kind, title, detail })),
    actor.on('navigate', ({ to }) => {
      publish({ type: 'navigate', href: to });
      navigate(to);
    }),
    actor.on('added', ({ items }) => {
      added = [...added, ...items];
    }),
    actor.subscribe((snapshot) => {
      const { confirmedCart } = snapshot.context;
      if (confirmedCart !== lastConfirmed) {
        const first = lastConfirmed === undefined;
        lastConfirmed = confirmedCart;
        const { count } = selectCartView(snapshot);
        if (!first && count !== undefined) publish({ type: 'cart.changed', count });
      }
      if (!isRead(snapshot) || !confirmedCart) return;
      if (added.length > 0) {
        const items = added.flatMap((item) => {
          const line = confirmedCart.items.find((candidate) => sameSku(candidate, item));
          return line ? [cartItemToAnalyticsItem({ ...line, quantity: item.quantity })] : [];
        });
        added = [];
        if (items.length > 0) analytics.ecommerce(addToCartEvent(items));
      }
      if (viewPending) {
        viewPending = false;
        if (confirmedCart.items.length > 0)
          analytics.ecommerce(viewCartEvent(confirmedCart.items.map(cartItemToAnalyticsItem)));
      }
    }),
  ];

  return () => {
    for (const stop of stops) stop();
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
