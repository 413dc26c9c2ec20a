import { screen, within } from '@testing-library/react';
import { StorefrontProvider } from '@vitrine/hooks';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartPreview } from './CartPreview';

// Its own file: the sheet's module is not loaded yet when the first test clicks (vitest isolates files).
describe('CartPreview, its sheet loaded on demand', () => {
  it('given the first click on the trigger, the sheet opens at once, says it is loading, then shows the cart', async () => {
    const { user, store, container } = renderWithStorefront(<CartPreview trigger="Abrir carrinho" />);
    store.call('cart.add', {
      json: { idProduct: sandboxFixtures.simple.idProduct, idSku: null, quantity: 1, isRecurrent: false },
    });
    await user.click(screen.getByRole('button', { name: 'Abrir carrinho' }));

    const sheet = screen.getByRole('dialog', { name: 'Meu Carrinho' });
    expect(within(sheet).getByText('Carregando carrinho').closest('[role="status"]')).not.toBeNull();

    const lines = await within(sheet).findByRole('list', { name: 'Produtos no carrinho' });
    expect(await within(lines).findByRole('link', { name: sandboxFixtures.simple.name })).toBeInTheDocument();
    expect(within(sheet).queryByText('Carregando carrinho')).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Finalizar Compra' })).toBeInTheDocument();
    await expectNoAxeViolations(container.ownerDocument.body);
  });

  it('renders on the server as the closed trigger, without the sheet', () => {
    const { client } = createTestStorefront();
    const html = renderToString(
      <StorefrontProvider client={client}>
        <CartPreview trigger="Abrir carrinho" />
      </StorefrontProvider>,
    );
    expect(html).toContain('Abrir carrinho');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('Meu Carrinho');
    expect(html).not.toContain('Carregando carrinho');
  });
});
