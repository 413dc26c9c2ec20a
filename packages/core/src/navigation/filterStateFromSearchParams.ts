import { coerceFilterState } from './coerceFilterState';
import { defaultFilterState } from './defaultFilterState';
import { filterStateUrlFields } from './filterStateUrlFields';
import type { FilterState } from './types';

/**
 * Reads the filter state from address parameters over a base state (by default the default one):
 * the address fields it does not carry are cleared to the default, malformed ones too; the
 * session fields (path, page size...) keep the base's value. Never throws.
 */
export function filterStateFromSearchParams(
  params: URLSearchParams | string,
  base: FilterState = defaultFilterState,
): FilterState {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const raw: Record<string, string> = {};
  for (const field of filterStateUrlFields) {
    const value = search.get(field);
    if (value !== null) raw[field] = value;
  }
  // The address is the truth for its fields: a link without `brand` clears the brand filter.
  const cleared: FilterState = {
    ...base,
    ...Object.fromEntries(filterStateUrlFields.map((field) => [field, defaultFilterState[field]])),
  };
  return coerceFilterState(raw, cleared);
}
