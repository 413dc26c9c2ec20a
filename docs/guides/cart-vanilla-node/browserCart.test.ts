// @vitest-environment jsdom
import { cartSettled } from '@vitrine/core';
import { createSandboxStore, sandboxFixtures, sandboxHandlers } from '@vitrine/sandbox';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { mountCart } from './browserCart';

// The sandbox store answers the page's calls in-process through msw: no server, no port.
const store = createSandboxStore();
const server = setupServer(...sandboxHandlers(store, { baseUrl: 'http://loja.test' }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => store.reset());
afterAll(() => server.close());

const { simple } = sandboxFixtures;

it('renders the count, the line and the BRL total once the store confirmed the add', async () => {
  const root = document.createElement('section');
  document.body.append(root);
  const cart = mountCart(root, { baseUrl: 'http://loja.test' });

  cart.add(simple.idProduct, simple.idSku, 2);
  await cartSettled(cart.actor);

  expect(root.querySelector('[data-cart="count"]')?.textContent).toBe('2');
  expect(root.querySelector('[data-cart="lines"]')?.textContent).toBe(`2 × ${simple.name}`);
  expect(root.querySelector('[data-cart="total"]')?.textContent).toMatch(/^R\$\s[\d.]+,\d{2}$/);
  expect(root.querySelector('[data-cart="alert"]')?.textContent).toBe(
    'Adicionado ao Carrinho! Produto adicionado no carrinho com sucesso!',
  );
  cart.stop();
});

it('given the store refuses a quantity, the line keeps its quantity and shows the store text', async () => {
  const root = document.createElement('section');
  const cart = mountCart(root, { baseUrl: 'http://loja.test' });
  cart.add(simple.idProduct, simple.idSku, 1);
  const [line] = (await cartSettled(cart.actor)).items;
  if (!line) throw new Error('the add did not land');

  store.faults.inject({
    operation: 'cart.changeQuantity',
    status: 500,
    message: 'Erro no servidor',
    times: 1,
  });
  cart.changeQuantity(line.idCartItem, 5);
  await expect(cartSettled(cart.actor, line.idCartItem)).rejects.toThrow('Erro no servidor');

  expect(root.querySelector('[data-cart="lines"]')?.textContent).toBe(
    `1 × ${simple.name} (Erro no servidor)`,
  );
  cart.stop();
});
