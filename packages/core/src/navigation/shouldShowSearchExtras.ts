/** What decides the extra blocks of a search page. */
export interface SearchExtrasInput {
  /** Whether a filter is applied (see `hasAppliedFilters`). */
  readonly filtersApplied: boolean;
  /** How many products the search found. */
  readonly resultCount: number;
  /** How many products the most-sold call returned. */
  readonly mostSoldCount: number;
  /** How many products the newcomers call returned. */
  readonly newcomersCount: number;
}

/** The minimum number of products for an extra block to appear. */
const minimumProducts = 4;

/**
 * Which extra blocks an empty search shows: 'most sold' and 'newcomers' each appear only when no
 * filter is applied, the search found nothing, and that block has at least 4 products.
 */
export function shouldShowSearchExtras(input: SearchExtrasInput): {
  readonly mostSold: boolean;
  readonly newcomers: boolean;
} {
  const open = !input.filtersApplied && input.resultCount === 0;
  return {
    mostSold: open && input.mostSoldCount >= minimumProducts,
    newcomers: open && input.newcomersCount >= minimumProducts,
  };
}
