import { newcomersQuery, type Product, type StoreApiError } from '@vitrine/core';
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
  // Clamped to 1..12 by the definition; `undefined` sends the call's default of 12, `null` waits.
  return useStoreQuery('useNewcomers', pageSize === null ? null : newcomersQuery(pageSize), options);
}
