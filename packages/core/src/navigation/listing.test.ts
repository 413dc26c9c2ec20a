import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyListingMessage } from './emptyListingMessage';
import { growInfiniteScroll } from './growInfiniteScroll';
import { pagingWindow } from './pagingWindow';
import { shouldShowSearchExtras } from './shouldShowSearchExtras';
import { sortFromSettings } from './sortFromSettings';
import { sortOptions } from './sortOptions';

describe('sortFromSettings', () => {
  it('maps sortDefault and orderBy to the sortBy value and label', () => {
    expect(sortFromSettings({ sortDefault: 'N', orderBy: 'ASC' })).toEqual({
      sortBy: 'name-asc',
      label: 'Nome: A a Z',
    });
    expect(sortFromSettings({ sortDefault: 'N', orderBy: 'DESC' })).toEqual({
      sortBy: 'name-desc',
      label: 'Nome: Z a A',
    });
    expect(sortFromSettings({ sortDefault: 'C' }).sortBy).toBe('order');
    expect(sortFromSettings({ sortDefault: 'O', orderBy: 'DESC' }).sortBy).toBe('order');
    expect(sortFromSettings({ sortDefault: 'P', orderBy: 'asc' })).toEqual({
      sortBy: 'price-asc',
      label: 'Menor preço',
    });
    expect(sortFromSettings({ sortDefault: 'P', orderBy: 'DESC' })).toEqual({
      sortBy: 'price-desc',
      label: 'Maior preço',
    });
    expect(sortFromSettings({ sortDefault: 'V' })).toEqual({
      sortBy: 'best-sellers',
      label: 'Mais vendidos',
    });
    expect(sortFromSettings({ sortDefault: 'R' })).toEqual({ sortBy: 'releases', label: 'Lançamentos' });
  });

  it('given an unknown or missing sortDefault, it is releases', () => {
    expect(sortFromSettings({ sortDefault: 'X' }).sortBy).toBe('releases');
    expect(sortFromSettings(undefined).sortBy).toBe('releases');
  });

  it('offers every sort value once, each with a label', () => {
    expect(new Set(sortOptions.map((option) => option.value)).size).toBe(sortOptions.length);
    expect(sortOptions.every((option) => option.label.length > 0)).toBe(true);
  });
});

describe('pagingWindow', () => {
  it('given page 5 of 10, it shows 4, 5, 6 with every control enabled', () => {
    const pager = pagingWindow(5, 10);
    expect(pager.pages).toEqual([
      { page: 4, current: false },
      { page: 5, current: true },
      { page: 6, current: false },
    ]);
    expect(pager.first).toEqual({ page: 1, disabled: false });
    expect(pager.previous).toEqual({ page: 4, disabled: false });
    expect(pager.next).toEqual({ page: 6, disabled: false });
    expect(pager.last).toEqual({ page: 10, disabled: false });
  });

  it('given the first page, first and previous are disabled', () => {
    const pager = pagingWindow(1, 3);
    expect(pager.pages.map((link) => link.page)).toEqual([1, 2]);
    expect(pager.first.disabled).toBe(true);
    expect(pager.previous.disabled).toBe(true);
    expect(pager.next).toEqual({ page: 2, disabled: false });
  });

  it('given the last page, next and last are disabled', () => {
    const pager = pagingWindow(3, 3);
    expect(pager.pages.map((link) => link.page)).toEqual([2, 3]);
    expect(pager.next.disabled).toBe(true);
    expect(pager.last).toEqual({ page: 3, disabled: true });
  });

  it('given no results or a page out of range, it clamps', () => {
    expect(pagingWindow(1, 0).pages).toEqual([{ page: 1, current: true }]);
    expect(pagingWindow(9, 4).current).toBe(4);
    expect(pagingWindow(Number.NaN, 4).current).toBe(1);
  });

  it('always stays within 1..pageCount and contains the current page', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 200 }),
        fc.integer({ min: 1, max: 150 }),
        (current, pageCount) => {
          const pager = pagingWindow(current, pageCount);
          const pages = pager.pages.map((link) => link.page);
          expect(pages.every((page) => page >= 1 && page <= pageCount)).toBe(true);
          expect(pages).toContain(pager.current);
          expect(pages.length).toBeLessThanOrEqual(3);
          expect(pager.pages.filter((link) => link.current)).toHaveLength(1);
          if (current >= 1 && current <= pageCount) expect(pager.current).toBe(current);
        },
      ),
    );
  });
});

describe('growInfiniteScroll', () => {
  const base = { pageSize: 24, fetchLength: 12, totalItemCount: 100, infiniteScrolling: true };

  it('adds one fetchLength to the page size', () => {
    expect(growInfiniteScroll(base)).toEqual({ grow: true, pageSize: 36 });
  });

  it('stops once every item is loaded', () => {
    expect(growInfiniteScroll({ ...base, pageSize: 100 })).toEqual({ grow: false, reason: 'allLoaded' });
    expect(growInfiniteScroll({ ...base, totalItemCount: 0 })).toEqual({ grow: false, reason: 'allLoaded' });
  });

  it('stops on product pages and when the setting is off', () => {
    expect(growInfiniteScroll({ ...base, isProductPage: true })).toEqual({
      grow: false,
      reason: 'productPage',
    });
    expect(growInfiniteScroll({ ...base, infiniteScrolling: false })).toEqual({
      grow: false,
      reason: 'disabled',
    });
    expect(growInfiniteScroll({ ...base, fetchLength: 0 })).toEqual({ grow: false, reason: 'disabled' });
  });
});

describe('shouldShowSearchExtras', () => {
  it('given an empty search with no filter, each block shows with at least 4 products', () => {
    expect(
      shouldShowSearchExtras({ filtersApplied: false, resultCount: 0, mostSoldCount: 4, newcomersCount: 3 }),
    ).toEqual({
      mostSold: true,
      newcomers: false,
    });
  });

  it('given a filter applied or results found, no block shows', () => {
    expect(
      shouldShowSearchExtras({ filtersApplied: true, resultCount: 0, mostSoldCount: 12, newcomersCount: 12 }),
    ).toEqual({
      mostSold: false,
      newcomers: false,
    });
    expect(
      shouldShowSearchExtras({
        filtersApplied: false,
        resultCount: 5,
        mostSoldCount: 12,
        newcomersCount: 12,
      }),
    ).toEqual({
      mostSold: false,
      newcomers: false,
    });
  });
});

describe('emptyListingMessage', () => {
  it('quotes the search term, and falls back for other listings', () => {
    expect(emptyListingMessage('bola azul ')).toBe('Nenhum resultado encontrado para "bola azul"');
    expect(emptyListingMessage()).toBe('Nenhum produto encontrado!');
    expect(emptyListingMessage('  ')).toBe('Nenhum produto encontrado!');
  });
});
