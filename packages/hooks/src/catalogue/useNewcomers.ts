import { type Product, type StoreApiError, shelfCount, storeKeys } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The newest products (12 by default), for the 'Recém chegados' carousel. `data` is `undefined` until loaded and while the count is `null`.
 * @example
 * const { data: newcomers = [] } = useNewcomers();
 */
export function useNewcomers(
  pageSize?: number | null | undefined,
  options?: StoreQueryOptions<Product[]>,
): SWRResponse<Product[], StoreApiError> {
  // Clamped to 1..12; `undefined` lets the call send its default of 12, `null` waits.
  const count = shelfCount(pageSize);
  return useStoreQuery<Product[]>(
    'useNewcomers',
    pageSize === null ? null : storeKeys.call('catalogue.newcomers', { pageSize: count }),
    (client) => client.catalogue.newcomers({ pageSize: count }),
    options,
  );
}
