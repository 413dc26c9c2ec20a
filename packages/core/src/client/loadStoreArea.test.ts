import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStoreArea } from './loadStoreArea';
import type { OperationName } from './operations';
import { defaultOperations } from './operations';
import type { StoreArea } from './StoreClient';
import { storeEndpoints } from './storeEndpoints';

const areas = [...new Set(Object.keys(defaultOperations).map((name) => name.split('.')[0] as StoreArea))];

afterEach(() => {
  vi.doUnmock('./endpoints/cartEndpoints');
  vi.resetModules();
});

describe('loadStoreArea', () => {
  it("given each area, it loads exactly that area's calls, the same endpoints as storeEndpoints", async () => {
    expect(areas).toHaveLength(12);
    for (const area of areas) {
      const { endpoints } = await loadStoreArea(area);
      const expected = (Object.keys(defaultOperations) as OperationName[]).filter((name) =>
        name.startsWith(`${area}.`),
      );
      expect(Object.keys(endpoints).sort(), area).toEqual(expected.sort());
      for (const name of expected) expect(endpoints[name], name).toBe(storeEndpoints[name]);
    }
  });

  it('given an area already loaded, it answers at once, without a promise', async () => {
    const first = await loadStoreArea('cart');
    const again = loadStoreArea('cart');
    expect(again).not.toBeInstanceOf(Promise);
    expect(again).toBe(first);
  });

  it("given the area's code cannot be downloaded, the call fails as a network error and the next call loads it", async () => {
    let attempts = 0;
    vi.doMock('./endpoints/cartEndpoints', () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return vi.importActual('./endpoints/cartEndpoints');
    });
    vi.resetModules();
    const { createStoreClient } = await import('./createStoreClient');
    const fetchCount = vi.fn(async () => Response.json(3));
    const client = createStoreClient({ baseUrl: 'http://shop.test', fetch: fetchCount });

    const failure = await client.cart.count().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ name: 'StoreApiError', kind: 'network', operation: 'cart.count' });
    expect(fetchCount).not.toHaveBeenCalled();

    await expect(client.cart.count()).resolves.toEqual({ kind: 'count', count: 3 });
    expect(fetchCount).toHaveBeenCalledTimes(1);
  });
});
