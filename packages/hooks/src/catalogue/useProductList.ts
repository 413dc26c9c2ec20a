import {
  defaultFilterState,
  type FilterState,
  filterStateFromSearchParams,
  filterStateToProductQuery,
  filterStateToSearchParams,
  growInfiniteScroll,
  type ProductListResponse,
  parseFilterState,
  type SortBy,
  type StoreApiError,
  serializeFilterState,
  storeKeys,
} from '@vitrine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SWRResponse } from 'swr';
import { browserFilterStateAddress } from './browserFilterStateAddress';
import type { FilterStateAddress, FilterStateStorage } from './FilterStateStorage';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/** What a listing lists: a category, brand or group by its friendly path (with its marker), or a search. */
export type ProductListing =
  | { readonly kind: 'category' | 'brand' | 'group'; readonly textLink: string }
  | { readonly kind: 'search'; readonly word: string };

/** Options of `useProductList`. */
export interface UseProductListOptions extends StoreQueryOptions<ProductListResponse> {
  /** The starting state over the default one: `pageSize`/`fetchLength` from `quantityItemsPage`, `order`... */
  readonly initialFilter?: Partial<FilterState> | undefined;
  /** Where the filter state is kept; `sessionStorage` when `undefined`, `null` to keep it nowhere. */
  readonly storage?: FilterStateStorage | null | undefined;
  /** The storage key; 'vitrine:listingFilter' when `undefined`. */
  readonly storageKey?: string | undefined;
  /** Keep the filters in the address too (the company's `viewProductFiltersUrl`). */
  readonly syncUrl?: boolean | undefined;
  /** The address to sync; the page's (`browserFilterStateAddress`) when `undefined`. */
  readonly address?: FilterStateAddress | undefined;
  /** The company's `infiniteScrolling`; when off, `loadMore` does nothing. */
  readonly infiniteScrolling?: boolean | undefined;
  /** Whether the listing sits on a product page (infinite scroll never grows there). */
  readonly isProductPage?: boolean | undefined;
  /** Ask the platform for the grouped-product filter. */
  readonly showProductGroupingFilter?: boolean | undefined;
}

/** What `useProductList` adds to SWR's shape. */
export interface ProductListControls {
  /** The current filter state. */
  readonly filter: FilterState;
  /** Changes filters (back to page 1 unless `pageNumber` is given); reloads the products. */
  setFilter(changes: Partial<FilterState>): void;
  /** Goes to a page (numbered paging); the filter state is stored. */
  setPage(pageNumber: number): void;
  /** Changes the order and goes back to page 1. */
  setOrder(order: SortBy | undefined): void;
  /** Infinite scroll: adds one `fetchLength` to `pageSize`; false when it cannot grow (off, product page, all loaded). */
  loadMore(): boolean;
  /** Whether `loadMore` would grow the list. */
  readonly canLoadMore: boolean;
  /** Clears every filter (keeps the listing, page size and view). */
  reset(): void;
}

const defaultStorageKey = 'vitrine:listingFilter';

function baseFilter(listing: ProductListing | null, initial: Partial<FilterState> | undefined): FilterState {
  const textLink = listing && listing.kind !== 'search' ? listing.textLink : '';
  const path = !listing
    ? ''
    : listing.kind === 'search'
      ? `/busca?n=${encodeURIComponent(listing.word)}`
      : `/${textLink.replace(/^\/+/, '')}`;
  return { ...defaultFilterState, path, ...initial, textLink };
}

const listingId = (listing: ProductListing | null): string =>
  !listing
    ? ''
    : listing.kind === 'search'
      ? `search:${listing.word}`
      : `${listing.kind}:${listing.textLink}`;

/**
 * A product listing (category, brand, group or search) with its filters, sort, paging and infinite growth
 * (one more `fetchLength` on `pageSize`, spec section 4). The filter state is restored from and saved to
 * session storage (and the address with `syncUrl`) in effects only, so rendering on the server is safe.
 * `null` waits. `data` (products, settings, filters) is `undefined` until the first page loads; while a
 * new filter loads, the previous page stays.
 * @example
 * const { data, filter, setPage, loadMore } = useProductList({ kind: 'category', textLink: 'moda-feminina/c' },
 *   { initialFilter: { pageSize: company.quantityItemsPage ?? 24 }, infiniteScrolling: company.infiniteScrolling });
 */
export function useProductList(
  listing: ProductListing | null | undefined,
  options?: UseProductListOptions,
): SWRResponse<ProductListResponse, StoreApiError> & ProductListControls {
  const {
    initialFilter,
    storage,
    storageKey = defaultStorageKey,
    syncUrl = false,
    address,
    infiniteScrolling = true,
    isProductPage = false,
    showProductGroupingFilter,
    ...rest
  } = options ?? {};
  const current = listing ?? null;
  const id = listingId(current);
  const [state, setState] = useState(() => ({ id, filter: baseFilter(current, initialFilter) }));
  // A new listing starts from its own base state until its stored state is restored.
  const filter = state.id === id ? state.filter : baseFilter(current, initialFilter);
  const restoredFor = useRef<string | undefined>(undefined);
  const settings = useRef({ current, initialFilter, storage, storageKey, syncUrl, address });
  settings.current = { current, initialFilter, storage, storageKey, syncUrl, address };

  const resolveStorage = useCallback((): FilterStateStorage | null => {
    const { storage: given } = settings.current;
    if (given !== undefined) return given;
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  }, []);

  // Restore once per listing, after mount: the stored state only counts for the same listing.
  useEffect(() => {
    const {
      current: active,
      initialFilter: initial,
      storageKey: key,
      syncUrl: sync,
      address: given,
    } = settings.current;
    const base = baseFilter(active, initial);
    let restored = base;
    try {
      const stored = parseFilterState(resolveStorage()?.getItem(key), base);
      if (stored.textLink === base.textLink && stored.path === base.path) restored = stored;
    } catch {
      // Storage can throw (privacy modes, quotas): the listing still works from its base state.
    }
    if (sync) restored = filterStateFromSearchParams((given ?? browserFilterStateAddress()).read(), restored);
    restoredFor.current = id;
    setState({ id, filter: restored });
  }, [id, resolveStorage]);

  // Save after every change, once the stored state has been read (never overwrite it with the base state).
  useEffect(() => {
    if (restoredFor.current !== id || state.id !== id) return;
    const { storageKey: key, syncUrl: sync, address: given } = settings.current;
    try {
      resolveStorage()?.setItem(key, serializeFilterState(state.filter));
    } catch {
      // A full or blocked storage only loses the state between pages.
    }
    if (sync) (given ?? browserFilterStateAddress()).write(filterStateToSearchParams(state.filter));
  }, [id, state, resolveStorage]);

  const query = filterStateToProductQuery(filter, { showProductGroupingFilter });
  const key = !current
    ? null
    : current.kind === 'search'
      ? storeKeys.search({ ...query, word: current.word })
      : storeKeys.productList(current.kind, query);
  const response = useStoreQuery<ProductListResponse>(
    'useProductList',
    key,
    (client) => {
      if (!current) throw new Error('useProductList: no listing to load.');
      if (current.kind === 'search')
        return client.catalogue.searchWithFilters({ ...query, word: current.word });
      if (current.kind === 'brand') return client.catalogue.productsByBrand(query);
      if (current.kind === 'group') return client.catalogue.productsByGroup(query);
      return client.catalogue.productsByCategory(query);
    },
    { keepPreviousData: true, ...rest },
  );

  const update = useCallback(
    (change: (previous: FilterState) => FilterState) =>
      setState((previous) => {
        const from =
          previous.id === id ? previous.filter : baseFilter(settings.current.current, initialFilter);
        return { id, filter: change(from) };
      }),
    [id, initialFilter],
  );
  const totalItemCount = response.data?.settings.totalItemCount ?? 0;
  const growth = growInfiniteScroll({
    pageSize: filter.pageSize,
    fetchLength: filter.fetchLength,
    totalItemCount,
    infiniteScrolling,
    isProductPage,
  });

  const controls = useMemo<Omit<ProductListControls, 'filter' | 'canLoadMore'>>(
    () => ({
      setFilter: (changes) => update((previous) => ({ ...previous, pageNumber: 1, ...changes })),
      setPage: (pageNumber) =>
        update((previous) => ({ ...previous, pageNumber: Math.max(1, Math.floor(pageNumber)) })),
      setOrder: (order) => update((previous) => ({ ...previous, order, pageNumber: 1 })),
      reset: () =>
        update((previous) => ({
          ...baseFilter(settings.current.current, undefined),
          pageSize: previous.pageSize,
          fetchLength: previous.fetchLength,
          viewList: previous.viewList,
        })),
      loadMore: () => false,
    }),
    [update],
  );
  const loadMore = useCallback(() => {
    if (!growth.grow) return false;
    update((previous) => ({ ...previous, pageSize: growth.pageSize }));
    return true;
  }, [growth, update]);

  return Object.assign(response, { ...controls, loadMore, filter, canLoadMore: growth.grow });
}
