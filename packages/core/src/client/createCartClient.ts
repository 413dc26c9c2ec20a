import { createStoreClientFor } from './createStoreClientFor';
import { cartEndpoints } from './endpoints/cartEndpoints';
import { preCheckoutEndpoints } from './endpoints/preCheckoutEndpoints';
import type { StoreClientOf } from './StoreClient';
import type { StoreClientOptions } from './StoreClientOptions';

// Typed as the two tables (not as their spread) so the declarations name them rather than repeat every schema.
const cartClientEndpoints: typeof cartEndpoints & typeof preCheckoutEndpoints = {
  ...cartEndpoints,
  ...preCheckoutEndpoints,
};

/**
 * The client of the cart: `cart` (lines, freight, discount and voucher, limits) and `preCheckout`.
 * What `cartMachine` needs; `createStoreClient`'s full client is one too.
 */
export type CartClient = StoreClientOf<typeof cartClientEndpoints>;

/**
 * Creates a client with only the calls of the cart and the pre-checkout, for an app that embeds only
 * the cart (with `cartMachine`): it ships a fraction of the full client's reply schemas.
 * @example
 * const actor = createActor(cartMachine, { input: { client: createCartClient({ baseUrl: '' }) } }).start();
 */
export function createCartClient(options: StoreClientOptions): CartClient {
  return createStoreClientFor(cartClientEndpoints, options);
}
