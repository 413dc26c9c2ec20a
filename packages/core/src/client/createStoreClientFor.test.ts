import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCartClient } from './createCartClient';
import { createStoreClientFor } from './createStoreClientFor';
import { cartEndpoints } from './endpoints/cartEndpoints';
import { cartPricingEndpoints } from './endpoints/cartPricingEndpoints';
import { catalogueEndpoints } from './endpoints/catalogueEndpoints';
import { contactEndpoints } from './endpoints/contactEndpoints';
import { contentEndpoints } from './endpoints/contentEndpoints';
import { customerEndpoints } from './endpoints/customerEndpoints';
import { newsletterEndpoints } from './endpoints/newsletterEndpoints';
import { paymentEndpoints } from './endpoints/paymentEndpoints';
import { preCheckoutEndpoints } from './endpoints/preCheckoutEndpoints';
import { ratingsEndpoints } from './endpoints/ratingsEndpoints';
import { siteEndpoints } from './endpoints/siteEndpoints';
import { defaultOperations } from './operations';
import { StoreApiError } from './StoreApiError';
import { storeEndpoints } from './storeEndpoints';
import { recordRequests } from './testing/recordRequests';

const origin = 'http://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const methodsOf = (client: object): string[] =>
  Object.entries(client as Record<string, object>)
    .flatMap(([area, methods]) => Object.keys(methods).map((method) => `${area}.${method}`))
    .sort();

const areaTables = {
  catalogueEndpoints,
  ratingsEndpoints,
  contentEndpoints,
  newsletterEndpoints,
  contactEndpoints,
  siteEndpoints,
  customerEndpoints,
  cartEndpoints,
  cartPricingEndpoints,
  preCheckoutEndpoints,
  paymentEndpoints,
};

const emptyCart = { items: [], total: 0, subTotal: 0, totalDiscount: 0, totalShipping: 0 };

describe('the area endpoint tables', () => {
  it('split every call of the spec among them, each call in exactly one table', () => {
    const names = Object.values(areaTables).flatMap((table) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(defaultOperations).sort());
    expect(Object.keys(storeEndpoints).sort()).toEqual(names);
  });

  it('hold the cart flow apart from the cart pricing calls', () => {
    expect(Object.keys(cartEndpoints)).toContain('cart.changeQuantity');
    expect(Object.keys(cartEndpoints)).not.toContain('cart.installments');
    expect(Object.keys(cartPricingEndpoints).sort()).toEqual([
      'cart.gateways',
      'cart.installments',
      'cart.suggestedValue',
      'cart.takeXPayY',
    ]);
  });
});

describe('createStoreClientFor', () => {
  it('exposes exactly the calls of the tables it is given', () => {
    const client = createStoreClientFor({ ...ratingsEndpoints, ...contactEndpoints }, { baseUrl: origin });

    expect(methodsOf(client)).toEqual(['contact.send', 'contact.topics', 'ratings.list', 'ratings.send']);
  });

  it('sends each call with its default transport, as the full client does', async () => {
    const seen = recordRequests(server, origin);
    const client = createStoreClientFor({ ...siteEndpoints, ...contentEndpoints }, { baseUrl: origin });

    await expect(client.site.maintenanceStatus()).resolves.toBe(true);
    await expect(client.content.validSession()).resolves.toBe(true);

    expect(seen.map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['POST', '/api/checkMaintenanceStatus', {}],
      ['POST', '/api', { operation: 'content.validSession', params: '', json: null }],
    ]);
  });

  it('given operation overrides, it applies them to its own calls', async () => {
    const seen = recordRequests(server, origin, () => HttpResponse.json([]));
    const client = createStoreClientFor(ratingsEndpoints, {
      baseUrl: origin,
      operations: { 'ratings.list': 'Avaliacao.Listar' },
    });

    await expect(client.ratings.list({ idProduct: 10 })).resolves.toEqual([]);

    expect(seen[0]?.body).toEqual({ operation: 'Avaliacao.Listar', params: 'idProduct=10', json: null });
  });
});

describe('createCartClient', () => {
  it('has the cart flow and the pre-checkout calls, and nothing of the catalogue or the customer', () => {
    const names = methodsOf(createCartClient({ baseUrl: origin }));

    expect(names).toEqual([...Object.keys(cartEndpoints), ...Object.keys(preCheckoutEndpoints)].sort());
    expect(names.some((name) => name.startsWith('catalogue.') || name.startsWith('customer.'))).toBe(false);
  });

  it('parses the replies with the same schemas: a quantity change answers the confirmed cart', async () => {
    const seen = recordRequests(server, origin, () =>
      HttpResponse.json({ ...emptyCart, total: 10, subTotal: 10 }),
    );
    const client = createCartClient({ baseUrl: origin });

    await expect(client.cart.changeQuantity({ idCartItem: 7, quantity: 2 })).resolves.toMatchObject({
      total: 10,
    });
    expect(seen[0]?.body).toEqual({
      operation: 'cart.changeQuantity',
      params: '',
      json: { idCartItem: 7, quantity: 2 },
    });
  });

  it('sends the pre-checkout calls to their dedicated paths with the postal code unmasked', async () => {
    const seen = recordRequests(server, origin);
    const client = createCartClient({ baseUrl: origin });

    await expect(client.preCheckout.saveCep({ cep: '01310-100' })).resolves.toBe(true);

    expect(seen[0]?.url.pathname).toBe('/api/saveCepPreCheckout');
    expect(seen[0]?.body).toEqual({ cep: '01310100' });
  });

  it('given a reply of the wrong shape, it rejects with kind parse', async () => {
    recordRequests(server, origin, () => HttpResponse.json({ items: 'nenhum' }));
    const client = createCartClient({ baseUrl: origin });

    const failure = await client.cart.get().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(StoreApiError);
    expect((failure as StoreApiError).kind).toBe('parse');
  });
});
