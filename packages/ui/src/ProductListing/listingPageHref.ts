import { type FilterState, filterStateToSearchParams, type ListingKind, listingAddress } from '@vitrine/core';

/** The address fields a page link needs beyond what core's search address carries. */
const pageFields = ['pageNumber', 'order'] as const;

/**
 * The address of page `page` of a listing with `filter` applied, from core's `listingAddress`, so a pager link
 * works without JavaScript and for crawlers (the server reads it back with `startingFilterState`). Core's search
 * address (`/busca?n=…`) carries only the filters, so the page number and the order are added to it here.
 */
export function listingPageHref(listing: ListingKind, filter: FilterState, page: number): string {
  const target: FilterState = { ...filter, pageNumber: page };
  const { href } = listingAddress(listing, target);
  if (listing.kind !== 'search') return href;
  const own = filterStateToSearchParams(target);
  const extra = new URLSearchParams();
  for (const field of pageFields) {
    const value = own.get(field);
    if (value !== null) extra.set(field, value);
  }
  const query = extra.toString();
  return query ? `${href}&${query}` : href;
}
