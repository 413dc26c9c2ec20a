import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultFilterState } from './defaultFilterState';
import { filterStateFromSearchParams } from './filterStateFromSearchParams';
import { filterStateToProductQuery } from './filterStateToProductQuery';
import { filterStateToSearchParams } from './filterStateToSearchParams';
import { filterStateUrlFields } from './filterStateUrlFields';
import { hasAppliedFilters } from './hasAppliedFilters';
import { parseFilterState } from './parseFilterState';
import { serializeFilterState } from './serializeFilterState';
import { sortOptions } from './sortOptions';
import type { FilterState } from './types';

const id = fc.integer({ min: 1, max: 2_000_000 });
const optionalId = fc.option(id, { nil: undefined });
const optionalPrice = fc.option(
  fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
  { nil: undefined },
);

const filterStateArbitrary: fc.Arbitrary<FilterState> = fc.record({
  path: fc.string(),
  viewList: fc.string(),
  textLink: fc.string(),
  pageNumber: id,
  pageSize: id,
  order: fc.option(fc.constantFrom(...sortOptions.map((option) => option.value)), { nil: undefined }),
  brand: optionalId,
  category: optionalId,
  group: optionalId,
  keyWord: fc.string(),
  initialPrice: optionalPrice,
  finalPrice: optionalPrice,
  variations: fc.array(id),
  idAttribute: fc.array(id),
  idEventList: optionalId,
  idCategories: fc.array(id),
  idGroupingType: optionalId,
  selectedFilter: fc.string(),
  fetchLength: id,
});

const filtered: FilterState = {
  ...defaultFilterState,
  path: '/roupas/c',
  textLink: 'roupas/c',
  pageNumber: 3,
  order: 'price-asc',
  brand: 7,
  initialPrice: 10.5,
  finalPrice: 99.9,
  variations: [4, 8],
  idCategories: [2],
  keyWord: 'algodão',
};

describe('serializeFilterState and parseFilterState', () => {
  it('given any valid state, parsing its serialisation gives it back', () => {
    fc.assert(
      fc.property(filterStateArbitrary, (state) => {
        expect(parseFilterState(serializeFilterState(state))).toEqual(state);
      }),
    );
  });

  it('given nothing stored or garbage, it is the default state', () => {
    for (const stored of [null, undefined, '', '{', 'null', '[]', '42', '"texto"']) {
      expect(parseFilterState(stored)).toEqual(defaultFilterState);
    }
  });

  it('given a state with wrong field types, each bad field falls back and the good ones stay', () => {
    const stored = JSON.stringify({
      pageNumber: 0,
      pageSize: '36',
      order: 'random',
      brand: -1,
      group: '12',
      initialPrice: 'dez',
      finalPrice: '150.5',
      variations: [1, 'x', 2.5, 3],
      idCategories: '4,5',
      keyWord: 7,
      selectedFilter: 'marca',
    });
    const parsed = parseFilterState(stored.replace('{', '{"__proto__":{"polluted":true},'));
    expect(parsed).toEqual({
      ...defaultFilterState,
      pageSize: 36,
      group: 12,
      finalPrice: 150.5,
      variations: [1, 3],
      idCategories: [4, 5],
      selectedFilter: 'marca',
    });
    expect(parsed).not.toHaveProperty('polluted');
  });

  it('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (stored) => {
          expect(parseFilterState(stored).pageNumber).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});

describe('filterStateToSearchParams and filterStateFromSearchParams', () => {
  it('puts only the set filters in the address, lists comma-joined', () => {
    expect(filterStateToSearchParams(filtered).toString()).toBe(
      'pageNumber=3&order=price-asc&brand=7&keyWord=algod%C3%A3o&initialPrice=10.5&finalPrice=99.9&variations=4%2C8&idCategories=2',
    );
    expect(filterStateToSearchParams(defaultFilterState).toString()).toBe('');
  });

  it('given any state, reading its address over the same session fields gives it back', () => {
    fc.assert(
      fc.property(filterStateArbitrary, (state) => {
        const session = { ...state };
        for (const field of filterStateUrlFields)
          Object.assign(session, { [field]: defaultFilterState[field] });
        expect(filterStateFromSearchParams(filterStateToSearchParams(state), session)).toEqual(state);
      }),
    );
  });

  it('given an address without a filter the session had, the filter is cleared but the session fields stay', () => {
    const state = filterStateFromSearchParams('?brand=abc&pageNumber=2', { ...filtered, pageSize: 48 });
    expect(state.brand).toBeUndefined();
    expect(state.variations).toEqual([]);
    expect(state.pageNumber).toBe(2);
    expect(state.pageSize).toBe(48);
    expect(state.path).toBe('/roupas/c');
  });
});

describe('filterStateToProductQuery', () => {
  it('maps the state to the product-list query names', () => {
    expect(filterStateToProductQuery({ ...filtered, idAttribute: [1, 2], idGroupingType: 5 })).toEqual({
      page: 3,
      pageSize: 24,
      idCategories: [2],
      textLink: 'roupas/c',
      idGroupingType: 5,
      idVariation: [4, 8],
      idBrand: 7,
      idAttribute: [1, 2],
      ofPrice: 10.5,
      toPrice: 99.9,
      sortBy: 'P-ASC',
      showProductGroupingFilter: false,
    });
  });

  it('given no filters, the optional query values are undefined', () => {
    const query = filterStateToProductQuery(defaultFilterState, { showProductGroupingFilter: true });
    expect(query).toEqual({ page: 1, pageSize: 24, showProductGroupingFilter: true });
    expect(Object.values(query).filter((value) => value !== undefined)).toHaveLength(3);
  });
});

describe('hasAppliedFilters', () => {
  it('counts the shopper filters and not the page category', () => {
    expect(hasAppliedFilters(defaultFilterState)).toBe(false);
    expect(hasAppliedFilters({ ...defaultFilterState, category: 3, idEventList: 2, pageNumber: 4 })).toBe(
      false,
    );
    expect(hasAppliedFilters({ ...defaultFilterState, brand: 3 })).toBe(true);
    expect(hasAppliedFilters({ ...defaultFilterState, initialPrice: 0 })).toBe(true);
    expect(hasAppliedFilters({ ...defaultFilterState, variations: [1] })).toBe(true);
    expect(hasAppliedFilters({ ...defaultFilterState, keyWord: '  ' })).toBe(false);
  });
});
