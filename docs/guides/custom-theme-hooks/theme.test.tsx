// @vitest-environment jsdom
import '@vitrine/hooks/testing/setup';
import { configure, screen, waitFor } from '@testing-library/react';
import {
  createTestStorefront,
  expectNoAxeViolations,
  renderWithStorefront,
  SANDBOX_BASE_URL,
} from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { renderProductPage } from './server';
import { Storefront } from './Theme';

const { productWithVariations, simple } = sandboxFixtures;

// Widgets load parts of their code on first use: give the first render of a busy machine more than 1 s.
configure({ asyncUtilTimeout: 5000 });

describe('the custom theme of the guide', () => {
  it('shows the product, picks a SKU and adds it: the badge counts it and the store holds it', async () => {
    const { user, store, container } = renderWithStorefront(
      <Storefront urlFriendly={productWithVariations.urlFriendly} />,
    );
    expect(await screen.findByRole('heading', { name: productWithVariations.name })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Branco' }));
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));

    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
    expect(await screen.findByText(/Adicionado ao Carrinho!/)).toBeInTheDocument();
    expect(store.inspect.cartLines()).toMatchObject([
      { idProduct: productWithVariations.idProduct, idSku: productWithVariations.inStockSku, quantity: 1 },
    ]);
    await expectNoAxeViolations(container);
  }, 30_000);

  it('hydrates from the server’s fallback: the product shows at once, without a second read', async () => {
    const storefront = createTestStorefront(); // the sandbox store behind msw at SANDBOX_BASE_URL
    const { state } = await renderProductPage(SANDBOX_BASE_URL, simple.urlFriendly); // what the server did

    renderWithStorefront(<Storefront urlFriendly={simple.urlFriendly} />, {
      store: storefront.store,
      providerProps: { fallback: JSON.parse(state) },
    });
    expect(screen.getByRole('heading', { name: simple.name })).toBeInTheDocument(); // no loading state
    // Once the page has done its own reads (the cart), the product was still read only once: by the server.
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('0'));
    expect(storefront.requests('catalogue.productDetail')).toHaveLength(1);
  });
});
