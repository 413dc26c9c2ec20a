import {
  createStoreClient,
  type ListingMachineInput,
  listingMachine,
  selectListingView,
} from '@vitrine/core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createSandboxStore } from '../../store/createSandboxStore';
import { sandboxHandlers } from '../../transport/sandboxHandlers';
import { memoryStorage } from '../testing/memoryStorage';

const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z'), latency: [5, 25] });
const server = setupServer(...sandboxHandlers(store));
const client = createStoreClient({ baseUrl: 'http://sandbox.test', timeoutMs: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  store.faults.setLatency([5, 25]);
});
afterAll(() => server.close());

/** The sandbox category with the most products, so paging and growth have several pages. */
function biggestCategory() {
  const flat = (list: typeof store.data.categories): typeof store.data.categories =>
    list.flatMap((category) => [category, ...flat(category.childMenu)]);
  const counted = flat(store.data.categories).map((category) => ({
    category,
    total: store.data.products.filter((product) =>
      product.categories.some((entry) => entry.idCategory === category.idCategory),
    ).length,
  }));
  counted.sort((a, b) => b.total - a.total);
  const best = counted[0];
  if (!best) throw new Error('the sandbox has no category');
  return { textLink: `${best.category.urlFriendly}/c`, total: best.total };
}

function listingRequests() {
  return store.inspect.requests().filter((request) => request.operation === 'catalogue.productsByCategory');
}

async function startListing(input: Partial<ListingMachineInput> = {}) {
  const { textLink } = biggestCategory();
  const actor = createActor(listingMachine, {
    input: { client, listing: { kind: 'category', textLink }, settings: { quantityItemsPage: 12 }, ...input },
  }).start();
  await settle(actor);
  return actor;
}

function settle(actor: ReturnType<typeof createActor<typeof listingMachine>>) {
  return waitFor(actor, (snapshot) => snapshot.matches({ ready: 'settled' }), { timeout: 4000 });
}

describe('listingMachine against the sandbox', () => {
  it('pages through a category: each page holds the next products and the pager matches the total', async () => {
    const { total } = biggestCategory();
    expect(total).toBeGreaterThan(12);
    const actor = await startListing();
    const first = selectListingView(actor.getSnapshot());
    expect(first.products).toHaveLength(12);
    expect(first.paging.pageCount).toBe(Math.ceil(total / 12));

    actor.send({ type: 'listing.pageChange', page: 2 });
    await settle(actor);
    const second = selectListingView(actor.getSnapshot());
    expect(second.paging.current).toBe(2);
    expect(second.products).toHaveLength(Math.min(12, total - 12));
    const firstIds = new Set(first.products.map((product) => product.idProduct));
    expect(second.products.some((product) => firstIds.has(product.idProduct))).toBe(false);
  });

  it('infinite scroll grows by 12 until every product is loaded, one request per growth, then stops', async () => {
    const { total } = biggestCategory();
    const actor = await startListing({ settings: { quantityItemsPage: 12, infiniteScrolling: true } });
    store.inspect.clearRequests();
    let growths = 0;
    while (selectListingView(actor.getSnapshot()).canLoadMore) {
      actor.send({ type: 'listing.scrolledPastEnd' });
      actor.send({ type: 'listing.scrolledPastEnd' });
      await waitFor(actor, (snapshot) => snapshot.matches('loading'), { timeout: 2000 });
      await settle(actor);
      growths++;
    }
    expect(growths).toBe(Math.ceil(total / 12) - 1);
    expect(listingRequests()).toHaveLength(growths);
    expect(selectListingView(actor.getSnapshot()).products).toHaveLength(total);
  });

  it('ordering by name a-z lists the names in pt-BR order', async () => {
    const actor = await startListing();
    actor.send({ type: 'listing.orderChange', order: 'name-asc' });
    await settle(actor);
    const names = selectListingView(actor.getSnapshot()).products.map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('a brand picked from the listing filters narrows the products, is persisted and restored on the way back', async () => {
    const storage = memoryStorage();
    const actor = await startListing({ storage });
    const brands = selectListingView(actor.getSnapshot()).filters.find((group) => group.key === 'idBrand');
    const brand = brands?.options[0];
    if (!brand) throw new Error('the listing has no brand filter');
    actor.send({ type: 'listing.toggleFilterOption', key: 'idBrand', id: brand.id });
    await settle(actor);
    const narrowed = selectListingView(actor.getSnapshot()).products;
    expect(narrowed.length).toBe(brand.quantity);
    expect(narrowed.every((product) => product.brand?.idBrand === brand.id)).toBe(true);
    actor.stop();

    const back = await startListing({ storage });
    expect(selectListingView(back.getSnapshot()).filter.brand).toBe(brand.id);
    expect(selectListingView(back.getSnapshot()).products.map((product) => product.idProduct)).toEqual(
      narrowed.map((product) => product.idProduct),
    );
  });

  it('a newer filter supersedes a slow older load: one answer lands, the newer one', async () => {
    const actor = await startListing();
    const brands = selectListingView(actor.getSnapshot()).filters.find((group) => group.key === 'idBrand');
    const [slow, fast] = brands?.options ?? [];
    if (!slow || !fast) throw new Error('the listing needs two brands');
    // The sandbox holds the older load 300 ms; the newer one gets the usual 5–25 ms.
    const delays = vi.spyOn(store.faults, 'delay').mockReturnValueOnce(300);
    const loads = vi.spyOn(client.catalogue, 'productsByCategory');
    actor.send({ type: 'listing.filterChange', changes: { brand: slow.id } });
    await vi.waitFor(() => expect(delays).toHaveBeenCalledTimes(1));
    actor.send({ type: 'listing.filterChange', changes: { brand: fast.id } });
    await settle(actor);
    // Both loads are over (the older one aborted, or answered after its 300 ms): an older answer taken would show now.
    expect(loads).toHaveBeenCalledTimes(2);
    await Promise.allSettled(loads.mock.results.map((result) => result.value));
    const view = selectListingView(actor.getSnapshot());
    expect(view.filter.brand).toBe(fast.id);
    expect(view.products.every((product) => product.brand?.idBrand === fast.id)).toBe(true);
  });

  it('a failed page load keeps the products shown and the retry loads the page', async () => {
    const actor = await startListing();
    const before = selectListingView(actor.getSnapshot()).products;
    store.faults.inject({ operation: 'catalogue.productsByCategory', status: 500, times: 1 });
    actor.send({ type: 'listing.pageChange', page: 2 });
    await settle(actor);
    const failed = selectListingView(actor.getSnapshot());
    expect(failed.products).toEqual(before);
    expect(failed.paging.current).toBe(1);
    expect(failed.error).toBeDefined();

    actor.send({ type: 'listing.retry' });
    await settle(actor);
    expect(selectListingView(actor.getSnapshot()).paging.current).toBe(2);
    expect(selectListingView(actor.getSnapshot()).error).toBeUndefined();
  });

  it('a search without results offers the most sold and the newcomers, 12 each', async () => {
    const actor = createActor(listingMachine, {
      input: { client, listing: { kind: 'search', term: 'zzzqqqxxx' } },
    }).start();
    await settle(actor);
    const view = selectListingView(actor.getSnapshot());
    expect(view.emptyMessage).toBe('Nenhum resultado encontrado para "zzzqqqxxx"');
    expect(view.mostSold).toHaveLength(12);
    expect(view.newcomers).toHaveLength(12);
  });

  it('a search finds products matching its term', async () => {
    const actor = createActor(listingMachine, {
      input: { client, listing: { kind: 'search', term: 'camiseta' }, settings: { quantityItemsPage: 12 } },
    }).start();
    await settle(actor);
    const view = selectListingView(actor.getSnapshot());
    expect(view.products.length).toBeGreaterThan(0);
    const direct = store.call('catalogue.searchWithFilters', { params: 'word=camiseta&page=1&pageSize=12' })
      .body as { products: { idProduct: number }[] };
    expect(view.products.map((product) => product.idProduct)).toEqual(
      direct.products.map((product) => product.idProduct),
    );
    expect(view.mostSold).toBeUndefined();
  });
});
