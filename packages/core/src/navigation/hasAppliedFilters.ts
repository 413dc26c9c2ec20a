import type { FilterState } from './types';

/**
 * Whether the shopper narrowed the listing: a brand, group, price bound, variation, attribute,
 * category choice, grouping type or keyword. The page's own category and event list do not count.
 */
export function hasAppliedFilters(state: FilterState): boolean {
  return (
    state.brand !== undefined ||
    state.group !== undefined ||
    state.initialPrice !== undefined ||
    state.finalPrice !== undefined ||
    state.variations.length > 0 ||
    state.idAttribute.length > 0 ||
    state.idCategories.length > 0 ||
    state.idGroupingType !== undefined ||
    state.keyWord.trim() !== ''
  );
}
