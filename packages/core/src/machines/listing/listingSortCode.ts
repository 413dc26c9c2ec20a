import type { SortBy } from '../../navigation/types';

const codes: Readonly<Record<SortBy, string>> = {
  'name-asc': 'N-ASC',
  'name-desc': 'N-DESC',
  order: 'O',
  'price-asc': 'P-ASC',
  'price-desc': 'P-DESC',
  // Releases newest first, as the platform's default order shows them.
  releases: 'R-DESC',
  'best-sellers': 'V',
};

/**
 * The platform's sort code for a listing order (spec section 9: N name, C/O the store's order,
 * P price, R releases, V best sellers, with ASC or DESC), as the product-list call's `sortBy` takes it.
 */
export function listingSortCode(order: SortBy): string {
  return codes[order];
}
