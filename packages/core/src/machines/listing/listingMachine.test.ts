import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { defaultFilterState } from '../../navigation/defaultFilterState';
import { serializeFilterState } from '../../navigation/serializeFilterState';
import type { FilterState } from '../../navigation/types';
import type { Product } from '../../schemas/productSchema';
import {
  type ListingEmitted,
  type ListingMachineInput,
  type LoadSearchExtrasInput,
  listingMachine,
} from './listingMachine';
import { selectListingView } from './selectListingView';
import { controlledLoads, fakeProduct, memoryStorage, pageOf, unusedClient } from './testing/listingTestKit';

const category = { kind: 'category', textLink: 'moda-feminina/roupas/c' } as const;

function extrasOf(mostSold: number, newcomers: number) {
  return {
    mostSold: Array.from({ length: mostSold }, (_, index) => fakeProduct(500 + index)),
    newcomers: Array.from({ length: newcomers }, (_, index) => fakeProduct(600 + index)),
  };
}

function startListing(
  input: Partial<ListingMachineInput> = {},
  extras: { mostSold: Product[]; newcomers: Product[] } = extrasOf(12, 12),
) {
  const loads = controlledLoads();
  const extrasCalls: LoadSearchExtrasInput[] = [];
  const machine = listingMachine.provide({
    actors: {
      loadProducts: loads.actor,
      loadSearchExtras: fromPromise<
        { readonly mostSold: readonly Product[]; readonly newcomers: readonly Product[] },
        LoadSearchExtrasInput
      >(async ({ input }) => {
        extrasCalls.push(input);
        return extras;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { client: unusedClient, listing: category, settings: { quantityItemsPage: 12 }, ...input },
  });
  const emitted: ListingEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () => selectListingView(actor.getSnapshot());
  return { actor, loads, emitted, view, extrasCalls };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

/** A category filter state with these fields (the rest as a fresh listing has them). */
function filterOf(changes: Partial<FilterState>): FilterState {
  return {
    ...defaultFilterState,
    path: '/moda-feminina/roupas/c',
    textLink: 'moda-feminina/roupas/c',
    fetchLength: 12,
    ...changes,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('listingMachine: loading', () => {
  it('given a category, it loads page 1 with the company page size and shows the spinner until the answer', async () => {
    const { loads, view } = startListing();
    expect(loads.calls).toHaveLength(1);
    expect(loads.last().filter).toMatchObject({
      pageNumber: 1,
      pageSize: 12,
      textLink: 'moda-feminina/roupas/c',
    });
    expect(loads.last().listing).toEqual(category);
    expect(view().busy).toBe(true);
    expect(view().emptyMessage).toBeUndefined();

    loads.last().resolve(pageOf(loads.last().filter, 30));
    await flush();
    expect(view().busy).toBe(false);
    expect(view().products.map((product) => product.idProduct)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(view().filters[0]?.key).toBe('idBrand');
    expect(view().paging.pages).toEqual([
      { page: 1, current: true },
      { page: 2, current: false },
    ]);
    expect(view().paging.last).toEqual({ page: 3, disabled: false });
  });

  it('without a company page size, it asks for 24 products', () => {
    const { loads } = startListing({ settings: {} });
    expect(loads.last().filter.pageSize).toBe(24);
    expect(loads.last().filter.fetchLength).toBe(24);
  });

  it('given a category without products, it shows "Nenhum produto encontrado!"', async () => {
    const { loads, view } = startListing();
    loads.last().resolve(pageOf(loads.last().filter, 0));
    await flush();
    expect(view().emptyMessage).toBe('Nenhum produto encontrado!');
  });

  it('given replaced messages, the empty state uses them', async () => {
    const { loads, view } = startListing({ messages: { empty: 'Nada por aqui.' } });
    loads.last().resolve(pageOf(loads.last().filter, 0));
    await flush();
    expect(view().emptyMessage).toBe('Nada por aqui.');
  });

  it('the order shown before the shopper picks one is the company default', () => {
    const { view } = startListing({ settings: { sortDefault: 'P', orderBy: 'DESC' } });
    expect(view().order).toBe('price-desc');
  });
});

describe('listingMachine: a first page loaded by the host (server rendering)', () => {
  const filter = { pageNumber: 2, pageSize: 12, order: 'price-asc' } as const;
  const served = pageOf({ ...filterOf(filter) }, 30);

  it('given the page of its starting filter, it starts ready with those products and loads nothing', async () => {
    const storage = memoryStorage();
    const { loads, view } = startListing({ filter, initialPage: served, storage });
    expect(loads.calls).toHaveLength(0);
    expect(view().busy).toBe(false);
    expect(view().products.map((product) => product.idProduct)).toEqual(
      served.products.map((p) => p.idProduct),
    );
    expect(view().filters[0]?.key).toBe('idBrand');
    expect(view().totalItemCount).toBe(30);
    expect(storage.getItem('vitrine:listingFilter')).toContain('"pageNumber":2');
  });

  it('then a change loads as usual, from the page it started on', async () => {
    const { actor, loads } = startListing({ filter, initialPage: served });
    actor.send({ type: 'listing.pageChange', page: 3 });
    expect(loads.calls).toHaveLength(1);
    expect(loads.last().filter).toMatchObject({ pageNumber: 3, order: 'price-asc' });
  });

  it('given a first page without the filter it belongs to, it ignores it and loads', () => {
    const { loads, view } = startListing({ initialPage: served });
    expect(loads.calls).toHaveLength(1);
    expect(view().busy).toBe(true);
  });
});

describe('listingMachine: filter and order changes reload the products', () => {
  it('given page 2, when the shopper picks a brand, it reloads page 1 with the brand and the base page size', async () => {
    const { actor, loads, view } = startListing();
    loads.last().resolve(pageOf(loads.last().filter, 30));
    await flush();
    actor.send({ type: 'listing.pageChange', page: 2 });
    loads.last().resolve(pageOf(loads.last().filter, 30));
    await flush();

    actor.send({ type: 'listing.filterChange', changes: { brand: 7, initialPrice: 50, finalPrice: 150 } });
    expect(loads.calls).toHaveLength(3);
    expect(loads.last().filter).toMatchObject({
      brand: 7,
      initialPrice: 50,
      finalPrice: 150,
      pageNumber: 1,
      pageSize: 12,
    });
    expect(view().busy).toBe(true);
    expect(view().filtersApplied).toBe(true);
  });

  it.each([
    ['idBrand', { brand: 7 }, { brand: undefined }],
    ['idCategories', { idCategories: [7] }, { idCategories: [] }],
    ['idVariation', { variations: [7] }, { variations: [] }],
    ['idAttribute', { idAttribute: [7] }, { idAttribute: [] }],
    ['idGroupingType', { idGroupingType: 7 }, { idGroupingType: undefined }],
  ] as const)(
    'toggling the option 7 of %s applies it, toggling it again removes it',
    async (key, on, off) => {
      const { actor, loads } = startListing();
      actor.send({ type: 'listing.toggleFilterOption', key, id: 7 });
      expect(loads.calls).toHaveLength(2);
      expect(loads.last().filter).toMatchObject({ ...on, selectedFilter: key });
      actor.send({ type: 'listing.toggleFilterOption', key, id: 7 });
      expect(loads.calls).toHaveLength(3);
      expect(loads.last().filter).toMatchObject(off);
    },
  );

  it('toggling a second category keeps the first one', () => {
    const { actor, loads } = startListing();
    actor.send({ type: 'listing.toggleFilterOption', key: 'idCategories', id: 3 });
    actor.send({ type: 'listing.toggleFilterOption', key: 'idCategories', id: 9 });
    expect(loads.last().filter.idCategories).toEqual([3, 9]);
  });

  it('clearing the filters removes every filter but keeps the order', () => {
    const { actor, loads, view } = startListing();
    actor.send({ type: 'listing.orderChange', order: 'price-asc' });
    actor.send({ type: 'listing.filterChange', changes: { brand: 2, variations: [4], keyWord: 'azul' } });
    actor.send({ type: 'listing.clearFilters' });
    expect(loads.calls).toHaveLength(4);
    expect(loads.last().filter).toMatchObject({
      brand: undefined,
      variations: [],
      keyWord: '',
      order: 'price-asc',
      pageNumber: 1,
    });
    expect(view().filtersApplied).toBe(false);
  });

  it('changing the order reloads page 1 in that order', async () => {
    const { actor, loads, view } = startListing();
    loads.last().resolve(pageOf(loads.last().filter, 30));
    await flush();
    actor.send({ type: 'listing.pageChange', page: 3 });
    actor.send({ type: 'listing.orderChange', order: 'name-desc' });
    expect(loads.last().filter).toMatchObject({ order: 'name-desc', pageNumber: 1 });
    expect(view().order).toBe('name-desc');
  });

  it('a newer change aborts the older load, whose late answer never replaces the newer one', async () => {
    const { actor, loads, view } = startListing();
    const first = loads.last();
    actor.send({ type: 'listing.filterChange', changes: { brand: 1 } });
    const second = loads.last();
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);

    second.resolve(pageOf(second.filter, 2));
    await flush();
    first.resolve(pageOf(first.filter, 30));
    await flush();
    expect(view().products).toHaveLength(2);
    expect(view().filter.brand).toBe(1);
  });
});

describe('listingMachine: paging', () => {
  async function onPage1Of3() {
    const started = startListing({ storage: memoryStorage() });
    started.loads.last().resolve(pageOf(started.loads.last().filter, 30));
    await flush();
    return started;
  }

  it('changing the page stores the filter, asks the host to scroll to the list and loads that page', async () => {
    const { actor, loads, emitted } = await onPage1Of3();
    const storage = memoryStorage();
    const withStorage = startListing({ storage });
    withStorage.loads.last().resolve(pageOf(withStorage.loads.last().filter, 30));
    await flush();
    withStorage.actor.send({ type: 'listing.pageChange', page: 2 });
    expect(JSON.parse(storage.items.get('vitrine:listingFilter') ?? '{}')).toMatchObject({ pageNumber: 2 });
    expect(withStorage.emitted).toEqual([{ type: 'listing.scrollToTop' }]);

    actor.send({ type: 'listing.pageChange', page: 3 });
    expect(emitted).toEqual([{ type: 'listing.scrollToTop' }]);
    expect(loads.last().filter).toMatchObject({ pageNumber: 3, pageSize: 12 });
    loads.last().resolve(pageOf(loads.last().filter, 30));
    await flush();
    expect(selectListingView(actor.getSnapshot()).paging.current).toBe(3);
    expect(selectListingView(actor.getSnapshot()).products.map((product) => product.idProduct)).toEqual([
      25, 26, 27, 28, 29, 30,
    ]);
  });

  it('a page beyond the last one goes to the last page, and one below 1 to page 1', async () => {
    const { actor, loads } = await onPage1Of3();
    actor.send({ type: 'listing.pageChange', page: 99 });
    expect(loads.last().filter.pageNumber).toBe(3);
    actor.send({ type: 'listing.pageChange', page: -4 });
    expect(loads.last().filter.pageNumber).toBe(1);
  });

  it('going to the page already shown neither reloads nor scrolls', async () => {
    const { actor, loads, emitted } = await onPage1Of3();
    actor.send({ type: 'listing.pageChange', page: 1 });
    expect(loads.calls).toHaveLength(1);
    expect(emitted).toEqual([]);
  });

  it('given a kept page past the last one (the listing shrank), it loads the last page instead', async () => {
    const { loads, view } = startListing({ filter: { pageNumber: 5 } });
    expect(loads.last().filter.pageNumber).toBe(5);
    loads.last().resolve(pageOf(loads.last().filter, 20));
    await flush();
    expect(loads.calls).toHaveLength(2);
    expect(loads.last().filter.pageNumber).toBe(2);
    loads.last().resolve(pageOf(loads.last().filter, 20));
    await flush();
    expect(view().paging.current).toBe(2);
    expect(view().products).toHaveLength(8);
  });
});

describe('listingMachine: infinite scroll', () => {
  async function infinite(total: number, input: Partial<ListingMachineInput> = {}) {
    const started = startListing({ settings: { quantityItemsPage: 12, infiniteScrolling: true }, ...input });
    started.loads.last().resolve(pageOf(started.loads.last().filter, total));
    await flush();
    return started;
  }

  it('scrolling past the list adds one fetch length to the page size 150 ms after the last scroll', async () => {
    const { actor, loads, view } = await infinite(30);
    expect(view().canLoadMore).toBe(true);
    actor.send({ type: 'listing.scrolledPastEnd' });
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'listing.scrolledPastEnd' });
    await vi.advanceTimersByTimeAsync(149);
    expect(loads.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loads.calls).toHaveLength(2);
    expect(loads.last().filter).toMatchObject({ pageNumber: 1, pageSize: 24 });
    loads.last().resolve(pageOf(loads.last().filter, 30));
    await flush();
    expect(view().products).toHaveLength(24);
  });

  it('it stops growing once every item is loaded', async () => {
    const { actor, loads, view } = await infinite(30);
    for (const expected of [24, 36]) {
      actor.send({ type: 'listing.scrolledPastEnd' });
      await vi.advanceTimersByTimeAsync(150);
      expect(loads.last().filter.pageSize).toBe(expected);
      loads.last().resolve(pageOf(loads.last().filter, 30));
      await flush();
    }
    expect(view().products).toHaveLength(30);
    expect(view().canLoadMore).toBe(false);
    actor.send({ type: 'listing.scrolledPastEnd' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(loads.calls).toHaveLength(3);
  });

  it('with the setting off, scrolling loads nothing', async () => {
    const { actor, loads, view } = await infinite(30, { settings: { quantityItemsPage: 12 } });
    expect(view().canLoadMore).toBe(false);
    actor.send({ type: 'listing.scrolledPastEnd' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(loads.calls).toHaveLength(1);
  });

  it('on a product page, scrolling loads nothing', async () => {
    const { actor, loads } = await infinite(30, { isProductPage: true });
    actor.send({ type: 'listing.scrolledPastEnd' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(loads.calls).toHaveLength(1);
  });

  it('a filter change during the debounce cancels the growth and starts over with the base page size', async () => {
    const { actor, loads } = await infinite(30);
    actor.send({ type: 'listing.scrolledPastEnd' });
    actor.send({ type: 'listing.filterChange', changes: { brand: 3 } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(loads.calls).toHaveLength(2);
    expect(loads.last().filter).toMatchObject({ brand: 3, pageSize: 12 });
  });

  it('a failed growth keeps the products and the page size, and the next scroll tries again', async () => {
    const { actor, loads, view } = await infinite(30);
    actor.send({ type: 'listing.scrolledPastEnd' });
    await vi.advanceTimersByTimeAsync(150);
    loads.last().reject(new Error('rede'));
    await flush();
    expect(view().products).toHaveLength(12);
    expect(view().filter.pageSize).toBe(12);
    actor.send({ type: 'listing.scrolledPastEnd' });
    await vi.advanceTimersByTimeAsync(150);
    expect(loads.last().filter.pageSize).toBe(24);
  });
});

describe('listingMachine: failures', () => {
  it('a failed load keeps the products and filter shown, keeps the error silently, and retry reloads what failed', async () => {
    const storage = memoryStorage();
    const { actor, loads, view } = startListing({ storage });
    loads.last().resolve(pageOf(loads.last().filter, 30));
    await flush();
    actor.send({ type: 'listing.filterChange', changes: { brand: 4 } });
    const failure = new Error('Erro simulado');
    loads.last().reject(failure);
    await flush();

    expect(view().products).toHaveLength(12);
    expect(view().filter.brand).toBeUndefined();
    expect(view().error).toBe(failure);
    expect(view().emptyMessage).toBeUndefined();
    expect(JSON.parse(storage.items.get('vitrine:listingFilter') ?? '{}').brand).toBeUndefined();

    actor.send({ type: 'listing.retry' });
    expect(loads.calls).toHaveLength(3);
    expect(loads.last().filter.brand).toBe(4);
    loads.last().resolve(pageOf(loads.last().filter, 5));
    await flush();
    expect(view().error).toBeUndefined();
    expect(view().products).toHaveLength(5);
  });

  it('retry without a failure loads nothing', async () => {
    const { actor, loads } = startListing();
    loads.last().resolve(pageOf(loads.last().filter, 3));
    await flush();
    actor.send({ type: 'listing.retry' });
    expect(loads.calls).toHaveLength(1);
  });
});

describe('listingMachine: filter state persisted', () => {
  const path = '/moda-feminina/roupas/c';

  it('every load request stores the filter state it asks for', () => {
    const storage = memoryStorage();
    const { actor } = startListing({ storage });
    actor.send({ type: 'listing.filterChange', changes: { variations: [11, 12] } });
    expect(JSON.parse(storage.items.get('vitrine:listingFilter') ?? '{}')).toMatchObject({
      path,
      textLink: 'moda-feminina/roupas/c',
      variations: [11, 12],
    });
  });

  it('given a state kept for this listing, it starts from it (back button)', () => {
    const storage = memoryStorage();
    const first = startListing({ storage, storageKey: 'filtro' });
    first.actor.send({ type: 'listing.filterChange', changes: { brand: 9 } });
    first.actor.stop();

    const again = startListing({ storage, storageKey: 'filtro' });
    expect(again.loads.last().filter).toMatchObject({ brand: 9, path });
  });

  it('given a state kept for another listing, it starts fresh', () => {
    const stored = {
      path: '/calcados/m',
      textLink: 'calcados/m',
      brand: 9,
      pageNumber: 1,
      pageSize: 12,
    } as unknown as FilterState;
    const storage = memoryStorage({ 'vitrine:listingFilter': serializeFilterState(stored) });
    const { loads } = startListing({ storage });
    expect(loads.last().filter.brand).toBeUndefined();
  });

  it('given a starting filter from the host (the URL), it wins over the kept one', () => {
    const storage = memoryStorage();
    startListing({ storage }).actor.send({ type: 'listing.filterChange', changes: { brand: 9 } });
    const { loads } = startListing({ storage, filter: { group: 5, pageNumber: 2 } });
    expect(loads.last().filter).toMatchObject({ group: 5, brand: undefined, pageNumber: 2, path });
  });

  it('a storage that throws never breaks the listing', async () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { actor, loads, view } = startListing({ storage });
    loads.last().resolve(pageOf(loads.last().filter, 3));
    await flush();
    actor.send({ type: 'listing.filterChange', changes: { brand: 1 } });
    loads.last().resolve(pageOf(loads.last().filter, 2));
    await flush();
    expect(view().products).toHaveLength(2);
  });
});

describe('listingMachine: filters in the address', () => {
  it('with viewProductFiltersUrl on, each loaded change emits the new address', async () => {
    const { actor, loads, emitted, view } = startListing({
      settings: { quantityItemsPage: 12, viewProductFiltersUrl: true },
    });
    loads.last().resolve(pageOf(loads.last().filter, 30));
    await flush();
    expect(emitted).toEqual([]);
    expect(view().urlSearchParams).toBe('');

    actor.send({ type: 'listing.filterChange', changes: { brand: 3, idCategories: [4, 5] } });
    loads.last().resolve(pageOf(loads.last().filter, 30));
    await flush();
    expect(emitted).toEqual([
      {
        type: 'listing.urlChange',
        href: '/moda-feminina/roupas/c?brand=3&idCategories=4%2C5',
        searchParams: 'brand=3&idCategories=4%2C5',
      },
    ]);
    expect(view().urlSearchParams).toBe('brand=3&idCategories=4%2C5');
  });

  it('a search keeps /busca?n= and adds idCategories, brand, group and keyWord', async () => {
    const { actor, loads, emitted } = startListing({
      listing: { kind: 'search', term: 'camiseta' },
      settings: { viewProductFiltersUrl: true },
    });
    loads.last().resolve(pageOf(loads.last().filter, 30));
    await flush();
    actor.send({ type: 'listing.filterChange', changes: { group: 2, keyWord: 'azul' } });
    loads.last().resolve(pageOf(loads.last().filter, 3));
    await flush();
    expect(emitted).toContainEqual({
      type: 'listing.urlChange',
      href: '/busca?n=camiseta&group=2&keyWord=azul',
      searchParams: 'n=camiseta&group=2&keyWord=azul',
    });
  });

  it('with the setting off, no address is emitted', async () => {
    const { actor, loads, emitted, view } = startListing();
    actor.send({ type: 'listing.filterChange', changes: { brand: 3 } });
    loads.last().resolve(pageOf(loads.last().filter, 30));
    await flush();
    expect(emitted).toEqual([]);
    expect(view().urlSearchParams).toBeUndefined();
  });
});

describe('listingMachine: search page', () => {
  const search = (term: string) => ({ listing: { kind: 'search', term } as const });

  it('given a search with no result and no filter, it shows the no-result text and the most-sold and newcomers blocks', async () => {
    const { loads, view, extrasCalls } = startListing(search(' vestido xadrez '));
    expect(loads.last().listing).toEqual({ kind: 'search', term: ' vestido xadrez ' });
    loads.last().resolve(pageOf(loads.last().filter, 0));
    await flush();
    expect(extrasCalls).toHaveLength(1);
    expect(view().emptyMessage).toBe('Nenhum resultado encontrado para "vestido xadrez"');
    expect(view().mostSold).toHaveLength(12);
    expect(view().newcomers).toHaveLength(12);
  });

  it('a block with fewer than 4 products is not shown', async () => {
    const { loads, view } = startListing(search('vestido'), extrasOf(3, 4));
    loads.last().resolve(pageOf(loads.last().filter, 0));
    await flush();
    expect(view().mostSold).toBeUndefined();
    expect(view().newcomers).toHaveLength(4);
  });

  it('with a filter applied, the extra blocks are neither loaded nor shown', async () => {
    const { loads, view, extrasCalls } = startListing({ ...search('vestido'), filter: { brand: 2 } });
    loads.last().resolve(pageOf(loads.last().filter, 0));
    await flush();
    expect(extrasCalls).toHaveLength(0);
    expect(view().mostSold).toBeUndefined();
  });

  it('with results, the extra blocks are not loaded', async () => {
    const { loads, extrasCalls, view } = startListing(search('camiseta'));
    loads.last().resolve(pageOf(loads.last().filter, 5));
    await flush();
    expect(extrasCalls).toHaveLength(0);
    expect(view().newcomers).toBeUndefined();
  });

  it('the extra blocks load once even when the search empties again', async () => {
    const { actor, loads, extrasCalls } = startListing(search('camiseta'));
    loads.last().resolve(pageOf(loads.last().filter, 0));
    await flush();
    actor.send({ type: 'listing.orderChange', order: 'price-asc' });
    loads.last().resolve(pageOf(loads.last().filter, 0));
    await flush();
    expect(extrasCalls).toHaveLength(1);
  });

  it.each([
    ['a blacklisted term', '<script>alert(1)</script>'],
    ['a term with a percent sign', '100% algodão'],
  ])('given %s, it never searches: the no-result text and the most sold are offered', async (_, term) => {
    const { actor, loads, view, extrasCalls } = startListing(search(term));
    await flush();
    expect(loads.calls).toHaveLength(0);
    expect(extrasCalls).toHaveLength(1);
    expect(view().emptyMessage).toBe(`Nenhum resultado encontrado para "${term}"`);
    expect(view().mostSold).toHaveLength(12);
    actor.send({ type: 'listing.filterChange', changes: { brand: 1 } });
    actor.send({ type: 'listing.pageChange', page: 2 });
    actor.send({ type: 'listing.retry' });
    expect(loads.calls).toHaveLength(0);
  });

  it('given a term under 3 characters, it never searches and says "Digite ao menos 03 caracteres para realizar sua pesquisa."', async () => {
    const { loads, view } = startListing(search('ab'));
    await flush();
    expect(loads.calls).toHaveLength(0);
    expect(view().emptyMessage).toBe('Digite ao menos 03 caracteres para realizar sua pesquisa.');
  });
});
