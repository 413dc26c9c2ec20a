import type { StoreApiError, StoreKey, StoreQuery } from '@vitrine/core';
import useSWR, { type SWRResponse } from 'swr';
import { useStoreClient } from '../provider/useStoreClient';
import type { StoreQueryOptions } from './StoreQueryOptions';

/**
 * The SWR read under every catalogue hook: one of core's query definitions (`companyQuery()`, `productDetailQuery(urlFriendly)`…) (`null` means "don't fetch"), read
 * under its key with the provider's client. `data` is `undefined` until the first answer and while `query` is
 * `null`; `error` is the `StoreApiError` of the last failed call. A server loader that prefetched the same
 * definition into `<StorefrontProvider fallback>` is read without a request.
 * @example
 * function useFaq(options?: StoreQueryOptions<Faq[]>) {
 *   return useStoreQuery('useFaq', faqQuery(), options);
 * }
 */
export function useStoreQuery<Data>(
  hookName: string,
  query: StoreQuery<Data> | null,
  options?: StoreQueryOptions<Data>,
): SWRResponse<Data, StoreApiError> {
  const { client: explicit, ...swr } = options ?? {};
  const client = useStoreClient(hookName, explicit);
  return useSWR<Data, StoreApiError, StoreKey | null>(
    query?.key ?? null,
    // SWR calls it only with a key, so with a query.
    () => (query as StoreQuery<Data>).fetch(client),
    swr,
  );
}
