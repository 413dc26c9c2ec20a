import { screen, waitFor, within } from '@testing-library/react';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { WishlistGrid } from './WishlistGrid';

const { quantityLimited, simple } = sandboxFixtures;

/** A store where the seeded customer is signed in; their wishlist holds `quantityLimited`. */
function signedIn(): SandboxStore {
  const { store } = createTestStorefront();
  const { email, password } = sandboxFixtures.customer;
  store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
  return store;
}

function withTwo(): SandboxStore {
  const store = signedIn();
  store.call('customer.addToWishlist', { json: { idProduct: simple.idProduct, idSku: null } });
  return store;
}

const savedIds = (store: SandboxStore) =>
  (store.call('customer.wishlist').body as { idProduct: number }[]).map((product) => product.idProduct);
const toggleOf = (name: string) => screen.getByRole('button', { name: `Lista de desejos: ${name}` });
const noRetry = { swrConfig: { shouldRetryOnError: false } };

describe('WishlistGrid', () => {
  it('given a signed-in customer, each saved product shows as a product card in the grid', async () => {
    const { container } = renderWithStorefront(<WishlistGrid />, { store: withTwo() });
    const section = screen.getByRole('region', { name: 'Lista de Desejos' });
    const list = await within(section).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement).getByRole('article', { name: quantityLimited.name }),
    ).toBeVisible();
    expect(within(list).getByRole('heading', { level: 3, name: simple.name })).toBeInTheDocument();
    await waitFor(() => expect(toggleOf(simple.name)).toHaveAttribute('aria-pressed', 'true'));
    expect(section).toHaveAttribute('data-state', 'ready');
    await expectNoAxeViolations(container);
  });

  it('removing a product with its card’s toggle takes it off the grid, says so, and focus moves to the next card', async () => {
    const store = withTwo();
    const { container, user } = renderWithStorefront(<WishlistGrid />, { store });
    await waitFor(() => expect(toggleOf(quantityLimited.name)).toHaveAttribute('aria-pressed', 'true'));
    const toggle = toggleOf(quantityLimited.name);
    for (let step = 0; step < 12 && document.activeElement !== toggle; step += 1) await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('article', { name: quantityLimited.name })).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(savedIds(store)).toEqual([simple.idProduct]);
    expect(screen.getByText(`${quantityLimited.name} foi removido da lista de desejos.`)).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() => expect(toggleOf(simple.name)).toHaveFocus());
    await expectNoAxeViolations(container);
  });

  it('removing the last product shows the empty state and keeps focus in the grid', async () => {
    const store = signedIn();
    const { user } = renderWithStorefront(<WishlistGrid />, { store });
    await waitFor(() => expect(toggleOf(quantityLimited.name)).toHaveAttribute('aria-pressed', 'true'));
    await user.click(toggleOf(quantityLimited.name));
    expect(await screen.findByText('Sua lista de desejos está vazia.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lista de Desejos' })).toHaveFocus();
  });

  it("given an empty wishlist, it says so and links back to the store with 'Continuar Comprando'", async () => {
    const store = signedIn();
    store.call('customer.removeFromWishlist', {
      json: { idProduct: quantityLimited.idProduct, idSku: null },
    });
    const { container } = renderWithStorefront(<WishlistGrid />, { store });
    expect(await screen.findByText('Sua lista de desejos está vazia.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar Comprando' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('region', { name: 'Lista de Desejos' })).toHaveAttribute('data-state', 'empty');
    await expectNoAxeViolations(container);
  });

  it('while the list loads, placeholder cards hold the place and the region is busy', async () => {
    const store = signedIn();
    store.faults.setLatency(60);
    const { container } = renderWithStorefront(<WishlistGrid skeletonCount={3} />, { store });
    const section = screen.getByRole('region', { name: 'Lista de Desejos' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByText('Carregando lista de desejos…')).toHaveClass('vt-visually-hidden');
    expect(section.querySelectorAll('.vt-wishlist-grid__placeholder')).toHaveLength(3);
    await expectNoAxeViolations(container);
    expect(await within(section).findByRole('article', { name: quantityLimited.name })).toBeInTheDocument();
    expect(section).not.toHaveAttribute('aria-busy');
  });

  it('given the list fails to load, it says so and a retry from the keyboard brings the products', async () => {
    const store = signedIn();
    store.faults.inject({ operation: 'customer.wishlist', status: 503, times: 1 });
    const { container, user } = renderWithStorefront(<WishlistGrid />, { store, providerProps: noRetry });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar sua lista de desejos.',
    );
    const section = screen.getByRole('region', { name: 'Lista de Desejos' });
    expect(section).toHaveAttribute('data-state', 'error');
    await expectNoAxeViolations(container);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('article', { name: quantityLimited.name })).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar sua lista de desejos.')).toBeNull();
    expect(section).toHaveFocus();
  });

  it('given a visitor, it invites them to sign in and never asks for a wishlist', async () => {
    const { container, requests } = renderWithStorefront(<WishlistGrid />);
    const login = await screen.findByRole('link', { name: 'Entrar' });
    expect(login).toHaveAttribute('href', '/customer/login');
    expect(login.parentElement).toHaveTextContent('Entre na sua conta para ver sua lista de desejos. Entrar');
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(requests('customer.wishlist')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('takes its texts from the provider and the props, and composes from its parts', async () => {
    renderWithStorefront(
      <WishlistGrid.Root aria-label="Favoritos" className="meus-favoritos">
        <WishlistGrid.Status />
        <WishlistGrid.Empty />
        <WishlistGrid.List>
          {(product) => (
            <WishlistGrid.Item key={product.idProduct} product={product}>
              <span>{product.name}</span>
            </WishlistGrid.Item>
          )}
        </WishlistGrid.List>
      </WishlistGrid.Root>,
      { store: signedIn() },
    );
    const section = screen.getByRole('region', { name: 'Favoritos' });
    expect(section).toHaveClass('vt-wishlist-grid', 'meus-favoritos');
    const item = await within(section).findByRole('listitem');
    expect(item).toHaveTextContent(quantityLimited.name);
    expect(item).toHaveAttribute('data-product-id', String(quantityLimited.idProduct));

    const store = signedIn();
    store.call('customer.removeFromWishlist', {
      json: { idProduct: quantityLimited.idProduct, idSku: null },
    });
    renderWithStorefront(<WishlistGrid title="Meus favoritos" />, {
      store,
      providerProps: { messages: { ui: { wishlistGrid: { empty: 'Nada guardado ainda.' } } } },
    });
    expect(screen.getByRole('region', { name: 'Meus favoritos' })).toBeInTheDocument();
    expect(await screen.findByText('Nada guardado ainda.')).toBeInTheDocument();
  });
});
