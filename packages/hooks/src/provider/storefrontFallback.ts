import type { StoreKey } from '@vitrine/core';
import { unstable_serialize } from 'swr';

/** Server-loaded data for `<StorefrontProvider fallback>`: pairs of a query definition's key and its data. */
export type StorefrontFallbackEntries = readonly (readonly [StoreKey, unknown])[];

/**
 * Turns `[productDetailQuery(urlFriendly).key, data]` pairs into SWR's `fallback` record, so a server-rendered page hydrates
 * with that data and without refetching it.
 * @example
 * const client = createStoreClient({ baseUrl: 'http://localhost:4010' });
 * const [company, categories] = await Promise.all([client.content.company(), client.catalogue.categories()]);
 * storefrontFallback([[companyQuery().key, company], [categoriesQuery().key, categories]])
 */
export function storefrontFallback(entries: StorefrontFallbackEntries): Record<string, unknown> {
  return Object.fromEntries(entries.map(([key, data]) => [unstable_serialize(key), data]));
}
