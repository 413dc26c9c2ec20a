import { type Product, relatedProductsQuery, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The products related to a product (the detail page's related list); `null` waits. `data` is `undefined` until loaded and while `idProduct` is `null`.
 * @example
 * declare const product: Product | undefined;
 * const { data: related = [] } = useRelatedProducts(product?.idProduct ?? null);
 */
export function useRelatedProducts(
  idProduct: number | null | undefined,
  options?: StoreQueryOptions<Product[]>,
): SWRResponse<Product[], StoreApiError> {
  return useStoreQuery(
    'useRelatedProducts',
    idProduct == null ? null : relatedProductsQuery(idProduct),
    options,
  );
}
