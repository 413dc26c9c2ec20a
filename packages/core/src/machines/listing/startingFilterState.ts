import { defaultFilterState } from '../../navigation/defaultFilterState';
import { filterStateFromSearchParams } from '../../navigation/filterStateFromSearchParams';
import { routes } from '../../navigation/routes';
import type { FilterState } from '../../navigation/types';
import type { ListingKind } from './ListingKind';
import type { ListingSettings } from './ListingSettings';

/** Products per page (and per infinite-scroll growth): the company's `quantityItemsPage`, else 24. */
export function listingPageSize(settings: ListingSettings | undefined): number {
  const quantity = settings?.quantityItemsPage;
  return typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity > 0
    ? quantity
    : defaultFilterState.pageSize;
}

/** A listing's own address path (`/moda-feminina/c`, `/busca?n=…`). */
export function listingPath(listing: ListingKind): string {
  switch (listing.kind) {
    case 'category':
      return routes.category(listing.textLink);
    case 'brand':
      return routes.brand(listing.textLink);
    case 'group':
      return routes.group(listing.textLink);
    case 'search':
      return routes.search(listing.term);
  }
}

/** A fresh listing's filter state: page 1, nothing filtered, the company's page size. */
export function freshFilterState(
  listing: ListingKind,
  settings?: ListingSettings | undefined,
  path: string = listingPath(listing),
): FilterState {
  const pageSize = listingPageSize(settings);
  const textLink = listing.kind === 'search' ? '' : listing.textLink;
  return { ...defaultFilterState, path, textLink, pageSize, fetchLength: pageSize };
}

/**
 * The filter state a listing's address names: its page, order and filters (`filterStateFromSearchParams`) over a
 * fresh listing's state, with the company's page size. A server render loads the first page with exactly this state
 * (`filterStateToProductQuery`) and hands it to the listing as its `filter` with that page as `initialPage`, so
 * the page hydrates unchanged.
 * @example
 * const filter = startingFilterState({ kind: 'category', textLink: 'roupas/c' }, { quantityItemsPage: 12 },
 *   'pageNumber=2&order=price-asc');
 * filter.pageNumber; // 2
 */
export function startingFilterState(
  listing: ListingKind,
  settings: ListingSettings | undefined,
  searchParams: URLSearchParams | string,
  path?: string | undefined,
): FilterState {
  const fresh = freshFilterState(listing, settings, path);
  return settledFilterState(filterStateFromSearchParams(searchParams, fresh), listing, settings, path);
}

/** The page and the growth step are the company's, and the path the listing's, whatever a stored state says. */
export function settledFilterState(
  filter: FilterState,
  listing: ListingKind,
  settings: ListingSettings | undefined,
  path: string = listingPath(listing),
): FilterState {
  const textLink = listing.kind === 'search' ? '' : listing.textLink;
  return { ...filter, path, textLink, fetchLength: listingPageSize(settings) };
}
