import { filterStateToSearchParams } from '../../navigation/filterStateToSearchParams';
import { routes } from '../../navigation/routes';
import type { FilterState } from '../../navigation/types';

/**
 * The address a listing shows for a filter state when the company setting `viewProductFiltersUrl`
 * is on: a search keeps `/busca?n={term}` plus idCategories, brand, group and keyWord when set;
 * a category, brand or group page carries the filter state's address fields.
 * `searchParams` is the query without its `?` (`''` when nothing is set).
 */
export function listingAddress(
  listing:
    | { readonly kind: 'category' | 'brand' | 'group' }
    | { readonly kind: 'search'; readonly term: string },
  filter: FilterState,
): { readonly href: string; readonly searchParams: string } {
  if (listing.kind === 'search') {
    const href = routes.search(listing.term, filter, { viewProductFiltersUrl: true });
    return { href, searchParams: href.slice(href.indexOf('?') + 1) };
  }
  const searchParams = filterStateToSearchParams(filter).toString();
  return { href: searchParams ? `${filter.path}?${searchParams}` : filter.path, searchParams };
}
