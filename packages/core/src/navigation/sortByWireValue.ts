import type { SortBy } from './types';

const wire: ReadonlyMap<string, string> = new Map(
  Object.entries({
    releases: 'R-DESC',
    'best-sellers': 'V',
    'price-asc': 'P-ASC',
    'price-desc': 'P-DESC',
    'name-asc': 'N-ASC',
    'name-desc': 'N-DESC',
    order: 'O-ASC',
  } satisfies Record<SortBy, string>),
);

/**
 * The platform's `sortBy` query value for a listing order: the company's sort letter (N name, O store
 * order, P price, R releases, V best sellers) and, where it matters, the direction, e.g. `'P-ASC'`.
 * An order the storefront does not know is passed through unchanged.
 */
export function sortByWireValue(sortBy: SortBy | string): string {
  return wire.get(sortBy) ?? sortBy;
}
