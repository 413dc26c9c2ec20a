/** One control of the pager: the page it goes to and whether it is disabled. */
export interface PagerLink {
  readonly page: number;
  readonly disabled: boolean;
}

/** The numbered pager of a listing. */
export interface PagingWindow {
  readonly first: PagerLink;
  readonly previous: PagerLink;
  /** The page numbers shown, current minus 1 to current plus 1, within 1..pageCount. */
  readonly pages: readonly { readonly page: number; readonly current: boolean }[];
  readonly next: PagerLink;
  readonly last: PagerLink;
  /** The current page once clamped into 1..pageCount. */
  readonly current: number;
  readonly pageCount: number;
}

function toWhole(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : fallback;
}

/**
 * The numbered pager: first, previous, the pages from current − 1 to current + 1, next and last.
 * A listing without results still has page 1; a current page out of range is clamped into it.
 */
export function pagingWindow(current: number, pageCount: number): PagingWindow {
  const count = Math.max(1, toWhole(pageCount, 1));
  const page = Math.min(count, Math.max(1, toWhole(current, 1)));
  const pages: { page: number; current: boolean }[] = [];
  for (let shown = Math.max(1, page - 1); shown <= Math.min(count, page + 1); shown++) {
    pages.push({ page: shown, current: shown === page });
  }
  return {
    first: { page: 1, disabled: page === 1 },
    previous: { page: Math.max(1, page - 1), disabled: page === 1 },
    pages,
    next: { page: Math.min(count, page + 1), disabled: page === count },
    last: { page: count, disabled: page === count },
    current: page,
    pageCount: count,
  };
}
