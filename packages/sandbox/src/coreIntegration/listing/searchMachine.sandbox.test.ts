import { createStoreClient, type SearchEmitted, searchMachine, selectSearchView } from '@vitrine/core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createSandboxStore } from '../../store/createSandboxStore';
import { sandboxHandlers } from '../../transport/sandboxHandlers';

const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z'), latency: 20 });
const server = setupServer(...sandboxHandlers(store));
const client = createStoreClient({ baseUrl: 'http://sandbox.test', timeoutMs: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  store.faults.setLatency(20);
});
afterAll(() => server.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function searchRequests() {
  return store.inspect.requests().filter((request) => request.operation === 'catalogue.search');
}

function startSearch() {
  const actor = createActor(searchMachine, { input: { client, debounceMs: 60 } }).start();
  const emitted: SearchEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const shown = () =>
    waitFor(actor, (snapshot) => snapshot.matches({ open: 'shown' }), { timeout: 3000 }).then(() =>
      selectSearchView(actor.getSnapshot()),
    );
  return { actor, emitted, shown };
}

describe('searchMachine against the sandbox', () => {
  it('typing "camiseta" quickly makes one request, for 5 products, and lists camisetas', async () => {
    const { actor, shown } = startSearch();
    for (const text of ['c', 'ca', 'cam', 'cami', 'camis', 'camise', 'camiset', 'camiseta']) {
      actor.send({ type: 'search.type', text });
      await pause(10);
    }
    const view = await shown();
    // The sandbox logs a request once it has answered; give a late one the time to show up.
    await pause(100);
    expect(searchRequests()).toHaveLength(1);
    expect(view.results.length).toBeGreaterThan(0);
    expect(view.results.length).toBeLessThanOrEqual(5);
    const direct = store.call('catalogue.search', { params: 'word=camiseta&qtdRegister=5' }).body as {
      idProduct: number;
    }[];
    expect(view.results.map((product) => product.idProduct)).toEqual(
      direct.map((product) => product.idProduct),
    );
    expect(view.showViewAll).toBe(view.results.length > 3);
  });

  it('a slow answer for an older term never replaces the newer term’s results', async () => {
    const { actor, shown } = startSearch();
    store.faults.setLatency(400);
    actor.send({ type: 'search.type', text: 'camiseta' });
    await pause(120);
    store.faults.setLatency(10);
    actor.send({ type: 'search.type', text: 'tênis' });
    const view = await shown();
    await pause(500);
    const after = selectSearchView(actor.getSnapshot());
    expect(after.text).toBe('tênis');
    expect(after.results).toEqual(view.results);
    expect(after.results.some((product) => /camiseta/i.test(product.name))).toBe(false);
  });

  it("a blacklisted term never reaches the search call and offers the store's 5 most sold", async () => {
    const { actor, shown } = startSearch();
    actor.send({ type: 'search.type', text: '<script>alert(1)</script>' });
    const view = await shown();
    expect(searchRequests()).toHaveLength(0);
    expect(view.results).toEqual([]);
    const mostSold = await client.catalogue.mostSold({ quantity: 5 });
    expect(view.mostSold?.map((product) => product.idProduct)).toEqual(
      mostSold.map((product) => product.idProduct),
    );
    expect(view.mostSold).toHaveLength(5);
    expect(view.emptyMessage).toBe('Nenhum resultado encontrado para "<script>alert(1)</script>"');
  });

  it('choosing a result asks to navigate to the product page', async () => {
    const { actor, emitted, shown } = startSearch();
    actor.send({ type: 'search.type', text: 'camiseta' });
    const view = await shown();
    const first = view.results[0];
    if (!first) throw new Error('the sandbox found no camiseta');
    actor.send({ type: 'search.highlightNext' });
    actor.send({ type: 'search.submit' });
    expect(emitted).toEqual([
      { type: 'search.navigate', href: `/${first.urlFriendly}/produto/`, product: first },
    ]);
  });
});
