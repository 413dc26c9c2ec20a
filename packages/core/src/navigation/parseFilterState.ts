import { coerceFilterState } from './coerceFilterState';
import { defaultFilterState } from './defaultFilterState';
import type { FilterState } from './types';

/**
 * Reads a filter state back from session storage. It never throws: garbage, `null` or a state
 * from an older release gives the base state (by default `defaultFilterState`) for every field it cannot read.
 */
export function parseFilterState(
  stored: string | null | undefined,
  base: FilterState = defaultFilterState,
): FilterState {
  if (!stored) return base;
  try {
    return coerceFilterState(JSON.parse(stored), base);
  } catch {
    return base;
  }
}
