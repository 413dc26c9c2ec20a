import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLazyStoreClient } from './createLazyStoreClient';
import { createStoreClient } from './createStoreClient';
import { StoreApiError } from './StoreApiError';
import { recordRequests } from './testing/recordRequests';

const origin = 'http://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createLazyStoreClient', () => {
  it('sends the same request and returns the same parsed reply as createStoreClient', async () => {
    const seen = recordRequests(server, origin, () => HttpResponse.json(3));
    const lazy = await createLazyStoreClient({ baseUrl: origin }).cart.count();
    const eager = await createStoreClient({ baseUrl: origin }).cart.count();
    expect(lazy).toEqual(eager);
    expect(seen).toHaveLength(2);
    expect(seen[0]?.url.href).toBe(seen[1]?.url.href);
    expect(seen[0]?.body).toEqual(seen[1]?.body);
  });

  it('rejects with the StoreApiError the eager client gives, and keeps working after it', async () => {
    recordRequests(server, origin, () => HttpResponse.json({ message: 'Fora do ar' }, { status: 503 }));
    const client = createLazyStoreClient({ baseUrl: origin });
    const failure = await client.cart.count().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreApiError);
    expect((failure as StoreApiError).status).toBe(503);
    server.resetHandlers();
    recordRequests(server, origin, () => HttpResponse.json(1));
    await expect(client.cart.count()).resolves.toEqual(
      await createStoreClient({ baseUrl: origin }).cart.count(),
    );
  });

  it('gives one stable function per method, and an unknown operation rejects with a TypeError naming it', async () => {
    const client = createLazyStoreClient({ baseUrl: origin });
    expect(client.cart.count).toBe(client.cart.count);
    const unknown = (client as unknown as Record<string, Record<string, () => Promise<unknown>>>).cart?.nope;
    await expect(unknown?.()).rejects.toThrow('cart.nope');
  });

  it('is not a thenable: awaiting the client itself gives the client', async () => {
    const client = createLazyStoreClient({ baseUrl: origin });
    expect(await Promise.resolve(client)).toBe(client);
  });
});
