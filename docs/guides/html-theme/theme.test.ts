// @vitest-environment jsdom
import '@vitrine/hooks/testing/setup';
import { configure, screen, waitFor } from '@testing-library/react';
import { createSandboxStore, sandboxFixtures, sandboxHandlers } from '@vitrine/sandbox';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectThemeScript, startTheme } from './theme';

// The store the page talks to, answered in-process by the sandbox's msw handlers.
const store = createSandboxStore();
const server = setupServer(...sandboxHandlers(store, { baseUrl: 'http://loja.test' }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const { simple } = sandboxFixtures;

// Widgets load parts of their code on first use: give the first render of a busy machine more than 1 s.
configure({ asyncUtilTimeout: 5000 });

it('the theme’s button adds through a DOM event; <vitrine-cart-count> and the theme both see 1 item', async () => {
  document.body.innerHTML = `
    <vitrine-cart-count>0</vitrine-cart-count>
    <button type="button" data-add-to-cart data-id-product="${simple.idProduct}" data-id-sku="${simple.idSku}">
      Comprar
    </button>
    <p>Itens no carrinho: <span data-cart-units>0</span></p>`;
  const page = startTheme('http://loja.test');
  connectThemeScript(document);

  // The element replaces the server's '0' with the kit's cart button once the cart is read.
  expect(await screen.findByRole('button', { name: '0 itens no carrinho' })).toBeInTheDocument();

  screen.getByRole('button', { name: 'Comprar' }).click();

  expect(await screen.findByRole('button', { name: '1 item no carrinho' })).toBeInTheDocument();
  await waitFor(() => expect(document.querySelector('[data-cart-units]')?.textContent).toBe('1'));
  expect(store.inspect.cartLines()).toMatchObject([{ idProduct: simple.idProduct, quantity: 1 }]);
  page.destroy();
}, 30_000);
