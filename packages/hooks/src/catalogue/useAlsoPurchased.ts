import { alsoPurchasedQuery, type Product, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The products bought together with a product by other shoppers; `null` waits. `data` is `undefined` until loaded and while `idProduct` is `null`.
 * @example
 * declare const product: Product | undefined;
 * const { data: alsoPurchased = [] } = useAlsoPurchased(product?.idProduct ?? null);
 */
export function useAlsoPurchased(
  idProduct: number | null | undefined,
  options?: StoreQueryOptions<Product[]>,
): SWRResponse<Product[], StoreApiError> {
  return useStoreQuery('useAlsoPurchased', idProduct == null ? null : alsoPurchasedQuery(idProduct), options);
}
