import { createStoreClientFor } from './createStoreClientFor';
import type { StoreClient } from './StoreClient';
import type { StoreClientOptions } from './StoreClientOptions';
import { storeEndpoints } from './storeEndpoints';

/**
 * Creates the typed store API client: one method per call of the spec, grouped by area, each
 * resolving to its parsed reply or rejecting with a `StoreApiError`. For a few areas only, see
 * `createStoreClientFor` and `createCartClient`.
 * @example
 * const store = createStoreClient({ baseUrl: '' });
 * const page = await store.catalogue.productsByCategory({ textLink: 'camisetas', page: 1 });
 * const added = await store.cart.add({ idProduct: 10, idSku: 31, quantity: 1 });
 */
export function createStoreClient(options: StoreClientOptions): StoreClient {
  return createStoreClientFor(storeEndpoints, options);
}
