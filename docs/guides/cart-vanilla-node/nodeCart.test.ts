import { cartMachine, cartSettled, createCartClient, selectCartView } from '@vitrine/core';
import { type SandboxServer, sandboxFixtures, startSandboxServer } from '@vitrine/sandbox/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { fillCart } from './nodeCart';

const { simple, productWithVariations } = sandboxFixtures;

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer({ port: 0 }); // a free port
});
afterAll(() => server.close());

describe('the Node cart of the guide', () => {
  it('given two products, it ends with 2 lines and a BRL total, as the store holds them', async () => {
    const summary = await fillCart(server.url, [
      { idProduct: simple.idProduct, idSku: simple.idSku, quantity: 2 },
      { idProduct: productWithVariations.idProduct, idSku: productWithVariations.inStockSku, quantity: 1 },
    ]);

    expect(summary.lines.map((line) => [line.name, line.quantity])).toEqual([
      [simple.name, 2],
      [productWithVariations.name, 1],
    ]);
    expect(summary.count).toBe(3);
    expect(summary.total).toMatch(/^R\$\s\d{1,3}(\.\d{3})*,\d{2}$/);
  });

  it('without the cookie jar, every call is a new session: the adds are accepted and the cart reads empty', async () => {
    const client = createCartClient({ baseUrl: server.url }); // Node's fetch keeps no cookie
    const cart = createActor(cartMachine, { input: { client } }).start();
    cart.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: simple.idSku, quantity: 1 });
    await cartSettled(cart).catch(() => undefined);
    expect(selectCartView(cart.getSnapshot()).lines).toEqual([]);
    cart.stop();
  });

  it('run.ts prints the lines and the total of the cart it filled', async () => {
    vi.stubEnv('VITRINE_API_URL', server.url);
    const printed: string[] = [];
    vi.spyOn(console, 'info').mockImplementation((text: string) => void printed.push(text));
    await import('./run');
    expect(printed.filter((text) => / × /.test(text))).toEqual([
      expect.stringMatching(new RegExp(`^2 × ${simple.name} \\(R\\$\\s[\\d.]+,\\d{2}\\)$`)),
      expect.stringMatching(new RegExp(`^1 × ${productWithVariations.name} \\(R\\$\\s[\\d.]+,\\d{2}\\)$`)),
    ]);
    expect(printed.at(-1)).toMatch(/^Itens: 3 · Total: R\$\s[\d.]+,\d{2}$/);
  });
});
