import { type Rating, ratingsQuery, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The published ratings of a product (the list shows 'Não existem avaliações ainda' when empty); `null` waits. `data` is `undefined` until loaded and while `idProduct` is `null`.
 * @example
 * declare const product: Product | undefined;
 * const { data: ratings = [] } = useRatings(product?.idProduct ?? null);
 */
export function useRatings(
  idProduct: number | null | undefined,
  options?: StoreQueryOptions<Rating[]>,
): SWRResponse<Rating[], StoreApiError> {
  return useStoreQuery('useRatings', idProduct == null ? null : ratingsQuery(idProduct), options);
}
