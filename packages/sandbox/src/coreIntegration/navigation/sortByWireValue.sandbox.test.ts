import {
  createStoreClient,
  defaultFilterState,
  effectivePrice,
  filterStateToProductQuery,
  sortByWireValue,
  sortOptions,
} from '@vitrine/core';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxStore } from '../../store/createSandboxStore';
import { sandboxHandlers } from '../../transport/sandboxHandlers';

const server = setupServer(...sandboxHandlers(createSandboxStore()));
const client = createStoreClient({ baseUrl: 'http://sandbox.test' });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('sortByWireValue', () => {
  it('sends the platform letter and direction for every sort option', () => {
    expect(sortOptions.map((option) => sortByWireValue(option.value))).toEqual([
      'R-DESC',
      'V',
      'P-ASC',
      'P-DESC',
      'N-ASC',
      'N-DESC',
      'O-ASC',
    ]);
  });

  it('passes an order it does not know through unchanged, even one named like a prototype member', () => {
    expect(sortByWireValue('X')).toBe('X');
    expect(sortByWireValue('constructor')).toBe('constructor');
    expect(sortByWireValue('toString')).toBe('toString');
  });

  it.each(sortOptions.map((option) => option.value))(
    'given the listing order %s, the sandbox store accepts the query it builds',
    async (order) => {
      const query = filterStateToProductQuery({ ...defaultFilterState, textLink: 'moda-feminina/c', order });
      const page = await client.catalogue.productsByCategory(query);
      expect(page.products.length).toBeGreaterThan(1);
    },
  );

  it('given "Menor preço", the store answers cheapest first', async () => {
    const query = filterStateToProductQuery({
      ...defaultFilterState,
      textLink: 'moda-feminina/c',
      order: 'price-asc',
    });
    const prices = (await client.catalogue.productsByCategory(query)).products.map((p) => effectivePrice(p));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
