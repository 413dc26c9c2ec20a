import { type Brand, brandsQuery, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/** Options of `useBrands`. */
export interface UseBrandsOptions extends StoreQueryOptions<Brand[]> {
  /** Only the featured brands (the 'Compre pela Marca' list); `undefined` or false loads them all. */
  readonly onlyFeatured?: boolean | undefined;
}

/**
 * The store's brands (name, logo, friendly URL); `data` is `undefined` until loaded.
 * @example
 * const { data: brands = [] } = useBrands({ onlyFeatured: true });
 */
export function useBrands(options?: UseBrandsOptions): SWRResponse<Brand[], StoreApiError> {
  const { onlyFeatured, ...rest } = options ?? {};
  return useStoreQuery('useBrands', brandsQuery(onlyFeatured), rest);
}
