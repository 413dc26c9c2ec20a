import { createStoreClient } from '@vitrine/core';
import type { CheckoutCart } from '../pages/checkout/checkoutCart';
import { storeApiUrl } from './storeServer.server';

export type { CheckoutCart };

/**
 * Reads this shopper's cart, stored freight and postal code from the store with the request's own cookies
 * (the platform's session, as the browser's `/api` calls carry it). `null` when the request has no cookie
 * (no cart yet); throws when the store does not answer. Only the checkout hand-off calls it: its page is
 * `private, no-store`, never shared.
 */
export async function readCheckoutCart(request: Request): Promise<CheckoutCart | null> {
  const cookie = request.headers.get('cookie');
  if (!cookie) return null;
  const client = createStoreClient({
    baseUrl: storeApiUrl(),
    credentials: 'omit',
    timeoutMs: 8000,
    headers: { cookie },
  });
  const call = { signal: request.signal };
  const [cart, freight, cep] = await Promise.all([
    client.cart.get(call),
    client.preCheckout.getShipping(call),
    client.preCheckout.getCep(call),
  ]);
  return { cart, freight, cep };
}
