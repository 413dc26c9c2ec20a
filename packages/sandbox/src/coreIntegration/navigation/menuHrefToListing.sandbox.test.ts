import { type CategoryMenuItem, categoryMenu, createStoreClient, parseRoute } from '@vitrine/core';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxStore } from '../../store/createSandboxStore';
import { sandboxHandlers } from '../../transport/sandboxHandlers';

const server = setupServer(...sandboxHandlers(createSandboxStore()));
const client = createStoreClient({ baseUrl: 'http://sandbox.test' });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const flatten = (items: readonly CategoryMenuItem[]): CategoryMenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children)]);

describe("from a menu item's href to a listing's textLink (as the hooks README shows)", () => {
  it("given '/moda-feminina/c', parseRoute gives the textLink 'moda-feminina/c'", () => {
    expect(parseRoute('/moda-feminina/c')).toMatchObject({ kind: 'category', textLink: 'moda-feminina/c' });
  });

  it('given every item of the category menu, parseRoute gives a category whose textLink the listing call accepts', async () => {
    const items = flatten(categoryMenu(await client.catalogue.categories()));
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      const route = parseRoute(item.href);
      expect(route.kind, item.href).toBe('category');
      if (route.kind !== 'category') continue;
      expect(`/${route.textLink}`).toBe(item.href);
      const page = await client.catalogue.productsByCategory({ textLink: route.textLink, page: 1 });
      expect(page.products.length, item.href).toBeGreaterThan(0);
    }
  });
});
