import { sortOptions } from './sortOptions';
import type { SortBy } from './types';

/** The company settings that choose a listing's default order. */
export interface SortSettingsLike {
  /** N name, C or O order, P price, R releases, V best sellers; anything else means releases. */
  readonly sortDefault?: string | null | undefined;
  /** ASC or DESC, for name and price; anything else means ASC. */
  readonly orderBy?: string | null | undefined;
}

/**
 * The default sort of a listing from the company's `sortDefault` and `orderBy`:
 * N name a-z / z-a, C and O the store order, P lowest / highest price, V best sellers, R and
 * anything else releases. Returns the `sortBy` query value and its label.
 */
export function sortFromSettings(settings: SortSettingsLike | null | undefined): {
  readonly sortBy: SortBy;
  readonly label: string;
} {
  const descending = settings?.orderBy?.trim().toUpperCase() === 'DESC';
  let sortBy: SortBy;
  switch (settings?.sortDefault?.trim().toUpperCase()) {
    case 'N':
      sortBy = descending ? 'name-desc' : 'name-asc';
      break;
    case 'C':
    case 'O':
      sortBy = 'order';
      break;
    case 'P':
      sortBy = descending ? 'price-desc' : 'price-asc';
      break;
    case 'V':
      sortBy = 'best-sellers';
      break;
    default:
      sortBy = 'releases';
  }
  const label = sortOptions.find((option) => option.value === sortBy)?.label ?? '';
  return { sortBy, label };
}
