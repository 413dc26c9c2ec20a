import { type ProductDetail, productDetailQuery, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * A product's detail by its friendly URL text (the first segment of a `/produto/` path); `null` waits.
 * `data` is `undefined` until loaded and while `urlFriendly` is `null`; on `error` the spec sends the shopper
 * to '/' (publish `{ type: 'navigate', href: '/' }`).
 * @example
 * const { data: product, error } = useProductDetail('camiseta-basica-algodao-pima');
 */
export function useProductDetail(
  urlFriendly: string | null | undefined,
  options?: StoreQueryOptions<ProductDetail>,
): SWRResponse<ProductDetail, StoreApiError> {
  return useStoreQuery('useProductDetail', urlFriendly ? productDetailQuery(urlFriendly) : null, options);
}
