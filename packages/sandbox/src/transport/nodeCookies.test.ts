import { createStoreClient } from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxFixtures as F } from '../data/sandboxFixtures';
import { createSandboxStore } from '../store/createSandboxStore';
import { type SandboxServer, startSandboxServer } from './startSandboxServer';

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer({ port: 0, store: createSandboxStore() });
});
afterAll(async () => {
  await server.close();
});

/** The cookie-jar fetch the core README gives for Node, as written there. */
function cookieJarFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  };
}

const add = { idProduct: F.simple.idProduct, idSku: null, quantity: 1, isRecurrent: false };

describe('a Node cart against an absolute base URL', () => {
  it('given the README cookie jar, the add and the next read share one session and the line is in the cart', async () => {
    const store = createStoreClient({ baseUrl: server.url, fetch: cookieJarFetch() });

    await store.cart.add(add);

    expect((await store.cart.get()).items.map((item) => item.idProduct)).toEqual([F.simple.idProduct]);
  });

  it("given Node's plain fetch, every call is a new session: the cart read after the add is empty", async () => {
    const store = createStoreClient({ baseUrl: server.url });

    await store.cart.add(add);

    expect((await store.cart.get()).items).toEqual([]);
  });
});
