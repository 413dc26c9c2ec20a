import { type Product, type StoreApiError, shelfCount, storeKeys } from '@vitrine/core';
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
  // Clamped to 1..12; `undefined` lets the call send its default of 12, `null` waits.
  const count = shelfCount(quantity);
  return useStoreQuery<Product[]>(
    'useMostSold',
    quantity === null ? null : storeKeys.call('catalogue.mostSold', { quantity: count }),
    (client) => client.catalogue.mostSold({ quantity: count }),
    options,
  );
}
