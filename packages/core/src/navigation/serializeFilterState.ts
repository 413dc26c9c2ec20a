import type { FilterState } from './types';

/** The filter state as the text kept in session storage (read it back with `parseFilterState`). */
export function serializeFilterState(state: FilterState): string {
  return JSON.stringify(state);
}
