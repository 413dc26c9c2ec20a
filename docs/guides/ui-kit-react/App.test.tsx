// @vitest-environment jsdom
import '@vitrine/hooks/testing/setup';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { expect, it } from 'vitest';
import { Shop } from './App';
import { messages } from './messages';

const { simple } = sandboxFixtures;

// Widgets load parts of their code on first use: give the first render of a busy machine more than 1 s.
configure({ asyncUtilTimeout: 5000 });

it('renders the kit’s widgets with the store’s texts; a buy reaches the badge and the cart sheet', async () => {
  const { user, store, container } = renderWithStorefront(<Shop productUrl={simple.urlFriendly} />, {
    providerProps: { messages },
  });

  expect(await screen.findByRole('heading', { name: simple.name })).toBeInTheDocument();
  expect(screen.getByRole('combobox')).toBeInTheDocument(); // the search box
  await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));

  const badge = await screen.findByRole('button', { name: '1 item na sacola' });
  expect(await screen.findByText('Adicionado ao Carrinho!')).toBeInTheDocument();
  expect(store.inspect.cartLines()).toMatchObject([{ idProduct: simple.idProduct, quantity: 1 }]);

  await user.click(badge);
  const sheet = await screen.findByRole('dialog', { name: 'Minha Sacola' });
  await waitFor(() => expect(within(sheet).getAllByText(simple.name).length).toBeGreaterThan(0));
  expect(within(sheet).getByRole('button', { name: 'Finalizar Compra' })).toBeInTheDocument();
  await expectNoAxeViolations(container);
}, 30_000);
