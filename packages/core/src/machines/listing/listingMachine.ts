import { and, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { productListQuery } from '../../client/storeQueries';
import { coerceFilterState } from '../../navigation/coerceFilterState';
import { defaultFilterState } from '../../navigation/defaultFilterState';
import { filterStateToProductQuery } from '../../navigation/filterStateToProductQuery';
import { growInfiniteScroll } from '../../navigation/growInfiniteScroll';
import { hasAppliedFilters } from '../../navigation/hasAppliedFilters';
import { parseFilterState } from '../../navigation/parseFilterState';
import { serializeFilterState } from '../../navigation/serializeFilterState';
import type { FilterState, SortBy } from '../../navigation/types';
import type { ProductFilter } from '../../schemas/productFilterSchema';
import type { ProductListResponse } from '../../schemas/productListResponseSchema';
import type { Product } from '../../schemas/productSchema';
import type { ListingKind } from './ListingKind';
import type { ListingSettings } from './ListingSettings';
import { listingAddress } from './listingAddress';
import { type ListingMessages, listingMessages } from './listingMessages';
import { searchTermStatus } from './searchTermStatus';
import { freshFilterState, listingPath, settledFilterState } from './startingFilterState';

/** Where the filter state is kept between pages (a `sessionStorage` fits); core never touches DOM globals itself. */
export interface FilterStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The filters a shopper can change; a field set to `undefined` (or `[]`) clears that filter. */
export type ListingFilterChanges = Partial<
  Pick<
    FilterState,
    | 'brand'
    | 'group'
    | 'category'
    | 'idCategories'
    | 'initialPrice'
    | 'finalPrice'
    | 'variations'
    | 'idAttribute'
    | 'keyWord'
    | 'idGroupingType'
    | 'idEventList'
    | 'selectedFilter'
  >
>;

/** The option keys of the listing's filter groups that `listing.toggleFilterOption` toggles (`ProductFilter['key']`). */
export type ListingFilterOptionKey =
  | 'idCategories'
  | 'idBrand'
  | 'idVariation'
  | 'idAttribute'
  | 'idGroupingType';

/** The input of `listingMachine`. */
export interface ListingMachineInput {
  /** The store API client the default actors call. */
  readonly client: StoreClient;
  /** The listing to show. */
  readonly listing: ListingKind;
  /** The company settings (`undefined`: 24 per page, numbered paging, default order, no filters in the URL). */
  readonly settings?: ListingSettings | undefined;
  /**
   * The starting filter state, e.g. read by the host from the address (`startingFilterState`);
   * fields of the wrong shape are ignored. `undefined`: the state kept in `storage` for this same
   * listing, else a fresh one.
   */
  readonly filter?: Partial<FilterState> | undefined;
  /**
   * The first page as the host already loaded it for `filter` (a server render reads it from the address):
   * the listing starts ready with it instead of loading. Ignored without `filter`, whose page it must be.
   */
  readonly initialPage?: ProductListResponse | undefined;
  /** Where the filter state is persisted (`undefined`: not persisted). */
  readonly storage?: FilterStorage | undefined;
  /** The storage key; `'vitrine:listingFilter'` when `undefined`. */
  readonly storageKey?: string | undefined;
  /** The listing's address path; derived from the listing (`routes.category(textLink)`...) when `undefined`. */
  readonly path?: string | undefined;
  /** Whether the listing sits on a product page (infinite scroll never grows there). */
  readonly isProductPage?: boolean | undefined;
  /** Search-term blacklist; the forms' default when `undefined`. */
  readonly searchBlacklist?: readonly string[] | undefined;
  /** Texts replacing `listingMessages` (each one optional). */
  readonly messages?: Partial<ListingMessages> | undefined;
}

/** The paging data of the last loaded page. */
export interface ListingPage {
  readonly pageNumber: number;
  readonly pageCount: number;
  readonly totalItemCount: number;
}

/** The context of `listingMachine`. */
export interface ListingContext {
  readonly client: StoreClient;
  readonly listing: ListingKind;
  readonly settings: ListingSettings;
  readonly storage: FilterStorage | undefined;
  readonly storageKey: string;
  readonly isProductPage: boolean;
  readonly messages: ListingMessages;
  /** Why the search term never reaches the API; `undefined` for a searchable term or a non-search listing. */
  readonly refusal: 'tooShort' | 'notUrlSafe' | 'blacklisted' | undefined;
  /** The page size a fresh listing starts with (and adds at each infinite-scroll growth). */
  readonly basePageSize: number;
  /** The filter state being loaded, or shown once loaded. */
  readonly filter: FilterState;
  /** The filter state of the products shown. */
  readonly confirmedFilter: FilterState;
  readonly products: readonly Product[];
  readonly filters: readonly ProductFilter[];
  /** The paging data of the products shown; `undefined` before the first load. */
  readonly page: ListingPage | undefined;
  /** The last load failure with the filter it tried (retry reloads it); `undefined` when the last load went through. */
  readonly error: { readonly error: unknown; readonly filter: FilterState } | undefined;
  /** The most-sold and newcomers products of an empty search; `undefined` until loaded. */
  readonly searchExtras:
    | { readonly mostSold: readonly Product[]; readonly newcomers: readonly Product[] }
    | undefined;
  /** The last address announced through `listing.urlChange`. */
  readonly href: string;
}

/** The events `listingMachine` accepts. */
export type ListingEvent =
  | { readonly type: 'listing.filterChange'; readonly changes: ListingFilterChanges }
  | { readonly type: 'listing.toggleFilterOption'; readonly key: ListingFilterOptionKey; readonly id: number }
  | { readonly type: 'listing.clearFilters' }
  | { readonly type: 'listing.orderChange'; readonly order: SortBy }
  | { readonly type: 'listing.pageChange'; readonly page: number }
  | { readonly type: 'listing.scrolledPastEnd' }
  | { readonly type: 'listing.retry' };

/** What `listingMachine` asks of its host. */
export type ListingEmitted =
  /** Scroll to the top of the list (after a page change). */
  | { readonly type: 'listing.scrollToTop' }
  /** Show this address (company setting `viewProductFiltersUrl`); `searchParams` has no `?`. */
  | { readonly type: 'listing.urlChange'; readonly href: string; readonly searchParams: string };

/** The input of the `loadProducts` actor. */
export interface LoadProductsInput {
  readonly client: StoreClient;
  readonly listing: ListingKind;
  readonly filter: FilterState;
}

/** The input of the `loadSearchExtras` actor. */
export interface LoadSearchExtrasInput {
  readonly client: StoreClient;
}

const resettableFilters = {
  brand: undefined,
  group: undefined,
  idCategories: defaultFilterState.idCategories,
  initialPrice: undefined,
  finalPrice: undefined,
  variations: defaultFilterState.variations,
  idAttribute: defaultFilterState.idAttribute,
  keyWord: '',
  idGroupingType: undefined,
  selectedFilter: '',
} satisfies ListingFilterChanges;

function toggled(list: readonly number[], id: number): readonly number[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/** A filter, order or option change starts the listing over: page 1 with the base page size. */
function restart(context: ListingContext, changes: Partial<FilterState>): FilterState {
  return { ...context.filter, ...changes, pageNumber: 1, pageSize: context.basePageSize };
}

function initialContext(input: ListingMachineInput): ListingContext {
  const path = input.path ?? listingPath(input.listing);
  const base = freshFilterState(input.listing, input.settings, path);
  const basePageSize = base.pageSize;
  const storageKey = input.storageKey ?? 'vitrine:listingFilter';
  let filter = base;
  if (input.filter) {
    filter = coerceFilterState(input.filter, base);
  } else if (input.storage) {
    const stored = parseFilterState(readStorage(input.storage, storageKey), base);
    // A filter kept for another listing (the shoes' brand on the t-shirts page) must not leak in.
    if (stored.path === path && stored.textLink === base.textLink) filter = stored;
  }
  filter = settledFilterState(filter, input.listing, input.settings, path);
  const settings = input.settings ?? {};
  const initialPage = input.filter ? input.initialPage : undefined;
  return {
    client: input.client,
    listing: input.listing,
    settings,
    storage: input.storage,
    storageKey,
    isProductPage: input.isProductPage ?? false,
    messages: { ...listingMessages, ...input.messages },
    refusal: refusalOf(input.listing, input.searchBlacklist),
    basePageSize,
    filter,
    confirmedFilter: filter,
    products: initialPage?.products ?? [],
    filters: initialPage?.filters ?? [],
    page: initialPage
      ? {
          pageNumber: initialPage.settings.pageNumber,
          pageCount: initialPage.settings.pageCount,
          totalItemCount: initialPage.settings.totalItemCount,
        }
      : undefined,
    error: undefined,
    searchExtras: undefined,
    href: listingAddress(input.listing, filter).href,
  };
}

function refusalOf(
  listing: ListingKind,
  blacklist: readonly string[] | undefined,
): ListingContext['refusal'] {
  if (listing.kind !== 'search') return undefined;
  const status = searchTermStatus(listing.term, blacklist);
  return status === 'ok' ? undefined : status;
}

function readStorage(storage: FilterStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    // A storage that refuses access (private mode, quota, sandboxed frame) simply keeps nothing.
    return null;
  }
}

/**
 * A product listing (category, brand, group or search results; "Listing"): filter,
 * order and page changes reload the products (a newer load aborts the older one), infinite scroll
 * grows the page size by one fetch length 150 ms after the last `listing.scrolledPastEnd` and stops
 * when everything is loaded, on product pages or when the setting is off; the filter state is
 * persisted to the injected storage. A failed load keeps the products and the filter shown, and
 * keeps the error (spec: load errors are silent) for `listing.retry`. Read it with `selectListingView`.
 */
export const listingMachine = setup({
  types: {
    input: {} as ListingMachineInput,
    context: {} as ListingContext,
    events: {} as ListingEvent,
    emitted: {} as ListingEmitted,
  },
  actors: {
    loadProducts: fromPromise<ProductListResponse, LoadProductsInput>(({ input, signal }) => {
      const { client, listing, filter } = input;
      const query = filterStateToProductQuery(filter);
      const request =
        listing.kind === 'search'
          ? { kind: listing.kind, ...query, word: listing.term.trim() }
          : { kind: listing.kind, ...query };
      return productListQuery(request).fetch(client, { signal });
    }),
    loadSearchExtras: fromPromise<
      { readonly mostSold: readonly Product[]; readonly newcomers: readonly Product[] },
      LoadSearchExtrasInput
    >(async ({ input, signal }) => {
      const [mostSold, newcomers] = await Promise.allSettled([
        input.client.catalogue.mostSold(undefined, { signal }),
        input.client.catalogue.newcomers(undefined, { signal }),
      ]);
      // Each block is optional: one that fails to load is simply not shown.
      return {
        mostSold: mostSold.status === 'fulfilled' ? mostSold.value : [],
        newcomers: newcomers.status === 'fulfilled' ? newcomers.value : [],
      };
    }),
  },
  delays: {
    /** The infinite-scroll debounce. */
    infiniteScrollDebounce: 150,
  },
  guards: {
    isRefusedSearch: ({ context }) => context.refusal !== undefined,
    hasInitialPage: ({ context }) => context.page !== undefined,
    canLoad: ({ context }) => context.refusal === undefined,
    isOtherPage: ({ context, event }) => {
      if (event.type !== 'listing.pageChange') return false;
      return clampPage(context, event.page) !== context.filter.pageNumber;
    },
    hasError: ({ context }) => context.error !== undefined,
    canGrow: ({ context }) =>
      growInfiniteScroll({
        pageSize: context.filter.pageSize,
        fetchLength: context.filter.fetchLength,
        totalItemCount: context.page?.totalItemCount ?? 0,
        infiniteScrolling: context.settings.infiniteScrolling === true,
        isProductPage: context.isProductPage,
      }).grow,
    isPastLastPage: ({ event }) => {
      const output = (event as { output?: ProductListResponse }).output;
      if (!output) return false;
      const { pageNumber, pageCount } = output.settings;
      return output.products.length === 0 && pageCount >= 1 && pageNumber > pageCount;
    },
    needsSearchExtras: ({ context }) =>
      context.listing.kind === 'search' &&
      context.searchExtras === undefined &&
      context.error === undefined &&
      context.products.length === 0 &&
      !hasAppliedFilters(context.filter),
  },
  actions: {
    applyFilterChanges: assign({
      filter: ({ context, event }) =>
        event.type === 'listing.filterChange' ? restart(context, event.changes) : context.filter,
    }),
    toggleFilterOption: assign({
      filter: ({ context, event }) => {
        if (event.type !== 'listing.toggleFilterOption') return context.filter;
        const { filter } = context;
        const { id, key } = event;
        switch (key) {
          case 'idCategories':
            return restart(context, { idCategories: toggled(filter.idCategories, id), selectedFilter: key });
          case 'idBrand':
            return restart(context, { brand: filter.brand === id ? undefined : id, selectedFilter: key });
          case 'idVariation':
            return restart(context, { variations: toggled(filter.variations, id), selectedFilter: key });
          case 'idAttribute':
            return restart(context, { idAttribute: toggled(filter.idAttribute, id), selectedFilter: key });
          case 'idGroupingType':
            return restart(context, {
              idGroupingType: filter.idGroupingType === id ? undefined : id,
              selectedFilter: key,
            });
        }
      },
    }),
    clearFilters: assign({ filter: ({ context }) => restart(context, resettableFilters) }),
    changeOrder: assign({
      filter: ({ context, event }) =>
        event.type === 'listing.orderChange' ? restart(context, { order: event.order }) : context.filter,
    }),
    changePage: assign({
      filter: ({ context, event }) =>
        event.type === 'listing.pageChange'
          ? { ...context.filter, pageNumber: clampPage(context, event.page) }
          : context.filter,
    }),
    requestScrollToTop: emit({ type: 'listing.scrollToTop' } as const),
    growPageSize: assign({
      filter: ({ context }) => ({
        ...context.filter,
        pageNumber: 1,
        pageSize: context.filter.pageSize + context.filter.fetchLength,
      }),
    }),
    retryFailedFilter: assign({ filter: ({ context }) => context.error?.filter ?? context.filter }),
    moveToLastPage: assign({
      filter: ({ context, event }) => {
        const output = (event as { output?: ProductListResponse }).output;
        return output ? { ...context.filter, pageNumber: output.settings.pageCount } : context.filter;
      },
    }),
    confirmLoad: assign(({ context, event }) => {
      const output = (event as { output?: ProductListResponse }).output;
      if (!output) return {};
      const { pageNumber, pageCount, totalItemCount } = output.settings;
      return {
        products: output.products,
        filters: output.filters,
        page: { pageNumber, pageCount, totalItemCount },
        confirmedFilter: context.filter,
        error: undefined,
      };
    }),
    keepError: assign({
      error: ({ context, event }) => ({
        error: (event as { error?: unknown }).error,
        filter: context.filter,
      }),
    }),
    restoreConfirmedFilter: assign({ filter: ({ context }) => context.confirmedFilter }),
    persistFilter: ({ context }) => {
      if (!context.storage) return;
      try {
        context.storage.setItem(context.storageKey, serializeFilterState(context.filter));
      } catch {
        // Persisting is a convenience for the back button: a full or blocked storage must not break the listing.
      }
    },
    announceAddress: enqueueActions(({ context, enqueue }) => {
      if (context.settings.viewProductFiltersUrl !== true) return;
      const address = listingAddress(context.listing, context.confirmedFilter);
      if (address.href === context.href) return;
      enqueue.assign({ href: address.href });
      enqueue.emit({ type: 'listing.urlChange', href: address.href, searchParams: address.searchParams });
    }),
    keepSearchExtras: assign({
      searchExtras: ({ event }) =>
        (event as { output?: ListingContext['searchExtras'] }).output ?? { mostSold: [], newcomers: [] },
    }),
  },
}).createMachine({
  id: 'listing',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  on: {
    'listing.filterChange': { guard: 'canLoad', target: '.loading', actions: 'applyFilterChanges' },
    'listing.toggleFilterOption': { guard: 'canLoad', target: '.loading', actions: 'toggleFilterOption' },
    'listing.clearFilters': { guard: 'canLoad', target: '.loading', actions: 'clearFilters' },
    'listing.orderChange': { guard: 'canLoad', target: '.loading', actions: 'changeOrder' },
    'listing.pageChange': {
      guard: and(['canLoad', 'isOtherPage']),
      target: '.loading',
      actions: ['changePage', 'requestScrollToTop'],
    },
  },
  states: {
    starting: {
      always: [
        { guard: 'isRefusedSearch', target: 'ready' },
        { guard: 'hasInitialPage', target: 'ready', actions: 'persistFilter' },
        { target: 'loading' },
      ],
    },
    loading: {
      entry: 'persistFilter',
      invoke: {
        id: 'loadProducts',
        src: 'loadProducts',
        input: ({ context }) => ({
          client: context.client,
          listing: context.listing,
          filter: context.filter,
        }),
        onDone: [
          { guard: 'isPastLastPage', target: 'loading', reenter: true, actions: 'moveToLastPage' },
          { target: 'ready', actions: ['confirmLoad', 'announceAddress'] },
        ],
        onError: {
          target: 'ready',
          actions: ['keepError', 'restoreConfirmedFilter', 'persistFilter'],
        },
      },
    },
    ready: {
      initial: 'checking',
      on: {
        'listing.retry': {
          guard: and(['canLoad', 'hasError']),
          target: 'loading',
          actions: 'retryFailedFilter',
        },
      },
      states: {
        checking: {
          always: [{ guard: 'needsSearchExtras', target: 'loadingExtras' }, { target: 'settled' }],
        },
        settled: {
          on: {
            'listing.scrolledPastEnd': { guard: 'canGrow', target: 'debouncing' },
          },
        },
        debouncing: {
          on: { 'listing.scrolledPastEnd': { target: 'debouncing', reenter: true } },
          after: { infiniteScrollDebounce: { target: '#listing.loading', actions: 'growPageSize' } },
        },
        loadingExtras: {
          invoke: {
            id: 'loadSearchExtras',
            src: 'loadSearchExtras',
            input: ({ context }) => ({ client: context.client }),
            onDone: { target: 'settled', actions: 'keepSearchExtras' },
            onError: { target: 'settled', actions: 'keepSearchExtras' },
          },
        },
      },
    },
  },
});

function clampPage(context: ListingContext, page: number): number {
  const whole = Number.isFinite(page) ? Math.trunc(page) : 1;
  const pageCount = context.page?.pageCount ?? Number.POSITIVE_INFINITY;
  return Math.max(1, Math.min(pageCount, whole));
}
