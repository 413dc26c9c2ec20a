import { mostSoldQuery, type Product, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The best sellers (12 by default), for the 'Produtos mais vendidos' carousel and the empty-search suggestions. `data` is `undefined` until loaded and while the count is `null`.
 * @example
 * const { data: mostSold = [] } = useMostSold(); const show = mostSold.length >= 4;
 */
export function useMostSold(
  quantity?: number | null | undefined,
  options?: StoreQueryOptions<Product[]>,
): SWRResponse<Product[], StoreApiError> {
  // Clamped to 1..12 by the definition; `undefined` sends the call's default of 12, `null` waits.
  return useStoreQuery('useMostSold', quantity === null ? null : mostSoldQuery(quantity), options);
}
