import type { StoreApiError, StoreClient, StoreKey } from '@vitrine/core';
import useSWR, { type SWRResponse } from 'swr';
import { useStoreClient } from '../provider/useStoreClient';
import type { StoreQueryOptions } from './StoreQueryOptions';

/**
 * The SWR read under every catalogue hook: `key` from `storeKeys` (`null` means "don't fetch"), `load` calls
 * the client. `data` is `undefined` until the first answer and while `key` is `null`; `error` is the
 * `StoreApiError` of the last failed call.
 * @example
 * function useFaq(options?: StoreQueryOptions<Faq[]>) {
 *   return useStoreQuery('useFaq', storeKeys.faq(), (client) => client.content.faq(), options);
 * }
 */
export function useStoreQuery<Data>(
  hookName: string,
  key: StoreKey | null,
  load: (client: StoreClient) => Promise<Data>,
  options?: StoreQueryOptions<Data>,
): SWRResponse<Data, StoreApiError> {
  const { client: explicit, ...swr } = options ?? {};
  const client = useStoreClient(hookName, explicit);
  return useSWR<Data, StoreApiError, StoreKey | null>(key, () => load(client), swr);
}
