import { type SandboxServer, sandboxFixtures, startSandboxServer } from '@vitrine/sandbox/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { renderProductPage } from './server';

const { simple } = sandboxFixtures;
let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer({ port: 0 });
});
afterAll(() => server.close());

it('renders the product page in Node: the HTML holds the name and the BRL price, read once', async () => {
  const { html, state } = await renderProductPage(server.url, simple.urlFriendly);

  expect(html).toContain(`<h1>${simple.name}</h1>`);
  expect(html).toMatch(/R\$\s[\d.]+,\d{2}/);
  expect(html).toContain('Adicionar ao Carrinho');
  expect(JSON.parse(state)).toEqual(expect.any(Object));
  const reads = server.store.inspect.requests().filter((r) => r.operation === 'catalogue.productDetail');
  expect(reads).toHaveLength(1);
});
