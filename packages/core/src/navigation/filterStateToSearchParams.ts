import { defaultFilterState } from './defaultFilterState';
import { filterStateUrlFields } from './filterStateUrlFields';
import type { FilterState } from './types';

/**
 * The filter state as address parameters (for the company setting `viewProductFiltersUrl`): only
 * the fields of `filterStateUrlFields` that are set and differ from the default, lists comma-joined.
 */
export function filterStateToSearchParams(state: FilterState): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of filterStateUrlFields) {
    const value = state[field];
    if (value === undefined || value === '' || value === defaultFilterState[field]) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(field, value.join(','));
    } else {
      params.set(field, String(value));
    }
  }
  return params;
}
