import type { FilterState } from './types';

/** The filters the search address carries when the company setting `viewProductFiltersUrl` is on. */
export type SearchRouteFilters = Partial<Pick<FilterState, 'idCategories' | 'brand' | 'group' | 'keyWord'>>;
