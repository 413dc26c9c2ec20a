// #region cart
import { cartMachine, cartSettled, createCartClient, formatPrice, selectCartView } from '@vitrine/core';
import { createActor } from 'xstate';
import { createCookieFetch } from './cookieFetch';

/** One product to put in the cart: `idSku` is `null` for a product without SKUs. */
export interface CartRequest {
  readonly idProduct: number;
  readonly idSku: number | null;
  readonly quantity: number;
}

/** What the cart holds once the store confirmed every add. */
export interface CartSummary {
  readonly lines: readonly { readonly name: string; readonly quantity: number; readonly price: string }[];
  readonly count: number | undefined;
  readonly total: string;
}

/**
 * Fills a cart on the store at `baseUrl` (an absolute URL such as 'http://127.0.0.1:4010') and reads it back.
 * Every call carries the session cookie through `createCookieFetch`, so all the adds land in one cart.
 */
export async function fillCart(baseUrl: string, requests: readonly CartRequest[]): Promise<CartSummary> {
  const client = createCartClient({ baseUrl, fetch: createCookieFetch() });
  const cart = createActor(cartMachine, { input: { client } });
  cart.on('alert', (alert) => console.info(`[${alert.kind}] ${alert.title}`));
  cart.start();
  try {
    for (const request of requests) cart.send({ type: 'cart.add', ...request });
    await cartSettled(cart); // the store answered every add and the cart was read again
    const view = selectCartView(cart.getSnapshot());
    return {
      lines: view.lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        price: formatPrice(line.pricePromotion || line.price),
      })),
      count: view.count,
      total: formatPrice(view.totals.total),
    };
  } finally {
    cart.stop();
  }
}
// #endregion cart
