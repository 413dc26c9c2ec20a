import {
  type ProductListRequest,
  type ProductListResponse,
  productListQuery,
  type StoreApiError,
} from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/** One page of a listing to read (core's `ProductListRequest`). */
export type { ProductListRequest };

/**
 * One page of a category, brand, group or search listing, read through the SWR cache (so widgets share it
 * and a server render can hand it over as fallback data). It keeps no state of its own: filters, paging,
 * infinite growth and their persistence belong to `useListing` (core's `listingMachine`); build the query
 * from a filter state with core's `filterStateToProductQuery`. `null` waits. `data` is `undefined` until
 * the first page loads; while another query loads, the previous page stays.
 * @example
 * const { data } = useProductList({ kind: 'category', textLink: 'moda-feminina/c', page: 1, pageSize: 24 });
 * data?.products.map((product) => <a key={product.idProduct} href={`/${product.urlFriendly}`}>{product.name}</a>);
 */
export function useProductList(
  request: ProductListRequest | null | undefined,
  options?: StoreQueryOptions<ProductListResponse>,
): SWRResponse<ProductListResponse, StoreApiError> {
  return useStoreQuery('useProductList', request ? productListQuery(request) : null, {
    keepPreviousData: true,
    ...options,
  });
}
