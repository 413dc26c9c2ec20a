/** What infinite scroll needs to know to load more. */
export interface InfiniteScrollState {
  /** How many products the listing currently asks for. */
  readonly pageSize: number;
  /** How many products each growth adds. */
  readonly fetchLength: number;
  /** How many products the listing has in all (`settings.totalItemCount`). */
  readonly totalItemCount: number;
  /** The company setting `infiniteScrolling`. */
  readonly infiniteScrolling: boolean;
  /** Whether the listing sits on a product page (related lists never grow). */
  readonly isProductPage?: boolean;
}

/** The outcome of a scroll past the list: the new page size, or why the listing stays as it is. */
export type InfiniteScrollGrowth =
  | { readonly grow: true; readonly pageSize: number }
  | { readonly grow: false; readonly reason: 'disabled' | 'productPage' | 'allLoaded' };

/**
 * Infinite scroll: when the shopper scrolls past the list, one more `fetchLength` is added to
 * `pageSize`. It stops when the setting is off (or `fetchLength` is not positive), on product pages, or once every item is loaded.
 * (The 150 ms debounce belongs to the caller's scroll listener.)
 */
export function growInfiniteScroll(state: InfiniteScrollState): InfiniteScrollGrowth {
  if (!state.infiniteScrolling || !(state.fetchLength > 0)) return { grow: false, reason: 'disabled' };
  if (state.isProductPage) return { grow: false, reason: 'productPage' };
  if (!(state.pageSize < state.totalItemCount)) return { grow: false, reason: 'allLoaded' };
  return { grow: true, pageSize: state.pageSize + state.fetchLength };
}
