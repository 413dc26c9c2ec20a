import type { SnapshotFrom } from 'xstate';
import { growInfiniteScroll } from '../../navigation/growInfiniteScroll';
import { hasAppliedFilters } from '../../navigation/hasAppliedFilters';
import { type PagingWindow, pagingWindow } from '../../navigation/pagingWindow';
import { shouldShowSearchExtras } from '../../navigation/shouldShowSearchExtras';
import { sortFromSettings } from '../../navigation/sortFromSettings';
import type { FilterState, SortBy } from '../../navigation/types';
import type { ProductFilter } from '../../schemas/productFilterSchema';
import type { Product } from '../../schemas/productSchema';
import { listingAddress } from './listingAddress';
import type { listingMachine } from './listingMachine';

/** What a listing shows, read from a `listingMachine` snapshot by `selectListingView`. */
export interface ListingView {
  /** The products shown (the last loaded ones, also while a newer load runs or after it failed). */
  readonly products: readonly Product[];
  /** The filter groups of the listing. */
  readonly filters: readonly ProductFilter[];
  /** The filter state being loaded or shown. */
  readonly filter: FilterState;
  /** The order shown in the sort menu: the shopper's choice, else the company default. */
  readonly order: SortBy;
  /** Whether any filter is applied. */
  readonly filtersApplied: boolean;
  /** The numbered pager around the current page. */
  readonly paging: PagingWindow;
  /** How many products the listing holds in all (every page), as the store counts them; `undefined` before a load. */
  readonly totalItemCount: number | undefined;
  /** Whether products are loading (show the spinner). */
  readonly busy: boolean;
  /** The empty-state text, `undefined` while loading or when there are products. */
  readonly emptyMessage: string | undefined;
  /** Whether infinite scroll would load more on `listing.scrolledPastEnd`. */
  readonly canLoadMore: boolean;
  /** The address query for `viewProductFiltersUrl` (no `?`), `undefined` when the setting is off. */
  readonly urlSearchParams: string | undefined;
  /** The most-sold block of an empty search, `undefined` when it must not show (see `shouldShowSearchExtras`). */
  readonly mostSold: readonly Product[] | undefined;
  /** The newcomers block of an empty search, `undefined` when it must not show. */
  readonly newcomers: readonly Product[] | undefined;
  /** The last load failure, `undefined` when the last load went through (spec: shown to nobody). */
  readonly error: unknown;
}

/** Reads what a listing shows from a `listingMachine` snapshot (pure: use it in a selector). */
export function selectListingView(snapshot: SnapshotFrom<typeof listingMachine>): ListingView {
  const { context } = snapshot;
  const busy = snapshot.matches('loading') || snapshot.matches('starting');
  const loaded = context.page !== undefined || context.refusal !== undefined;
  const filtersApplied = hasAppliedFilters(context.filter);
  const { listing, messages, refusal } = context;
  let emptyMessage: string | undefined;
  if (!busy && loaded && context.products.length === 0) {
    if (refusal === 'tooShort') emptyMessage = messages.tooShort;
    else if (listing.kind === 'search')
      emptyMessage = messages.noResults.replace('{term}', listing.term.trim());
    else emptyMessage = messages.empty;
  }
  const extras = context.searchExtras;
  const show =
    listing.kind === 'search' && extras !== undefined && !busy
      ? shouldShowSearchExtras({
          filtersApplied,
          resultCount: context.products.length,
          mostSoldCount: extras.mostSold.length,
          newcomersCount: extras.newcomers.length,
        })
      : { mostSold: false, newcomers: false };
  return {
    products: context.products,
    filters: context.filters,
    filter: context.filter,
    order: context.filter.order ?? sortFromSettings(context.settings).sortBy,
    filtersApplied,
    paging: pagingWindow(context.page?.pageNumber ?? context.filter.pageNumber, context.page?.pageCount ?? 1),
    totalItemCount: context.page?.totalItemCount,
    busy,
    emptyMessage,
    canLoadMore:
      context.page !== undefined &&
      growInfiniteScroll({
        pageSize: context.filter.pageSize,
        fetchLength: context.filter.fetchLength,
        totalItemCount: context.page.totalItemCount,
        infiniteScrolling: context.settings.infiniteScrolling === true,
        isProductPage: context.isProductPage,
      }).grow,
    urlSearchParams:
      context.settings.viewProductFiltersUrl === true
        ? listingAddress(listing, context.confirmedFilter).searchParams
        : undefined,
    mostSold: show.mostSold ? extras?.mostSold : undefined,
    newcomers: show.newcomers ? extras?.newcomers : undefined,
    error: context.error?.error,
  };
}
