import { createStoreClient, type StoreClient } from '@vitrine/core';

/**
 * The storefront talks to `/api` on its own origin: Vite proxies it to the sandbox store in development,
 * and a real deployment puts the platform behind the same path, so the XSRF token is sent.
 */
export function createStorefrontClient(): StoreClient {
  return createStoreClient({ baseUrl: '' });
}
