import { type ProductImage, productImagesQuery, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The gallery images of a product (default and high-resolution, with the variations they show); `null` waits. `data` is `undefined` until loaded and while `idProduct` is `null`.
 * @example
 * const { data: product } = useProductDetail('camiseta-basica');
 * const { data: images = [] } = useProductImages(product?.idProduct ?? null);
 */
export function useProductImages(
  idProduct: number | null | undefined,
  options?: StoreQueryOptions<ProductImage[]>,
): SWRResponse<ProductImage[], StoreApiError> {
  return useStoreQuery('useProductImages', idProduct == null ? null : productImagesQuery(idProduct), options);
}
