import {
  type ProductListQuery,
  type ProductListResponse,
  type SearchQuery,
  type StoreApiError,
  storeKeys,
} from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * One page of a listing to read: a category, brand or group by its query (`textLink` with its marker,
 * e.g. 'moda-feminina/c'), or a search by its query with the searched `word`.
 */
export type ProductListRequest =
  | ({ readonly kind: 'category' | 'brand' | 'group' } & ProductListQuery)
  | ({ readonly kind: 'search' } & SearchQuery);

/** The request without its `kind`: the query the client sends. */
function queryOf<Request extends ProductListRequest>({
  kind: _kind,
  ...query
}: Request): Omit<Request, 'kind'> {
  return query;
}

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
  const key = !request
    ? null
    : request.kind === 'search'
      ? storeKeys.search(queryOf(request))
      : storeKeys.productList(request.kind, queryOf(request));
  return useStoreQuery<ProductListResponse>(
    'useProductList',
    key,
    (client) => {
      if (!request) throw new Error('useProductList: no listing to load.');
      if (request.kind === 'search') return client.catalogue.searchWithFilters(queryOf(request));
      if (request.kind === 'brand') return client.catalogue.productsByBrand(queryOf(request));
      if (request.kind === 'group') return client.catalogue.productsByGroup(queryOf(request));
      return client.catalogue.productsByCategory(queryOf(request));
    },
    { keepPreviousData: true, ...options },
  );
}
