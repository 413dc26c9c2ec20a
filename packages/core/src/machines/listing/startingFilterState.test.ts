import { describe, expect, it } from 'vitest';
import { freshFilterState, listingPageSize, startingFilterState } from './startingFilterState';

const category = { kind: 'category', textLink: 'moda-feminina/roupas/c' } as const;

describe('startingFilterState', () => {
  it("reads the address's page, order and filters over a fresh listing with the company's page size", () => {
    const filter = startingFilterState(
      category,
      { quantityItemsPage: 12 },
      'pageNumber=2&order=price-asc&brand=7',
    );
    expect(filter).toMatchObject({
      path: '/moda-feminina/roupas/c',
      textLink: 'moda-feminina/roupas/c',
      pageNumber: 2,
      order: 'price-asc',
      brand: 7,
      pageSize: 12,
      fetchLength: 12,
    });
  });

  it('an address without parameters is page 1 of a fresh listing; a malformed field is ignored', () => {
    expect(startingFilterState(category, undefined, new URLSearchParams('pageNumber=abc'))).toEqual(
      freshFilterState(category),
    );
  });

  it('a search listing has the search address and no text link', () => {
    expect(freshFilterState({ kind: 'search', term: 'camiseta' })).toMatchObject({
      path: '/busca?n=camiseta',
      textLink: '',
    });
  });

  it('a page size that is not a positive whole number falls back to 24', () => {
    expect([
      listingPageSize({ quantityItemsPage: 0 }),
      listingPageSize({ quantityItemsPage: 2.5 }),
      listingPageSize(undefined),
    ]).toEqual([24, 24, 24]);
    expect(listingPageSize({ quantityItemsPage: 36 })).toBe(36);
  });
});
