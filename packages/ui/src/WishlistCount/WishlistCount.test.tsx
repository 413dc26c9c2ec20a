import { screen, waitFor } from '@testing-library/react';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { WishlistCount } from './WishlistCount';

const signedIn = (): SandboxStore => {
  const { store } = createTestStorefront();
  const { email, password } = sandboxFixtures.customer;
  store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
  return store;
};
const wishlistSize = (store: SandboxStore) => (store.call('customer.wishlist').body as unknown[]).length;

describe('WishlistCount', () => {
  it('given a visitor, it shows nothing and never asks for the wishlist', async () => {
    const { container, requests } = renderWithStorefront(<WishlistCount />);
    await waitFor(() => expect(requests('customer.verifyLogin')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(container).toBeEmptyDOMElement();
    expect(requests('customer.wishlist')).toHaveLength(0);
  });

  it('given a signed-in customer with one item, it shows 1 and says it in words', async () => {
    const store = signedIn();
    expect(wishlistSize(store)).toBe(1);
    const { container } = renderWithStorefront(<WishlistCount />, { store });
    expect(await screen.findByText('1 item na lista de desejos')).toHaveClass('vt-visually-hidden');
    expect(container.querySelector('.vt-wishlist-count__badge')).toHaveTextContent('1');
    expect(container.querySelector('.vt-wishlist-count__badge')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('given several items, the label counts them; as a link its name is the count in words', async () => {
    const store = signedIn();
    store.call('customer.addToWishlist', {
      json: { idProduct: sandboxFixtures.simple.idProduct, idSku: null },
    });
    const count = wishlistSize(store);
    expect(count).toBe(2);
    const { container } = renderWithStorefront(<WishlistCount href="/customer/wishlist" />, { store });
    const link = await screen.findByRole('link', { name: '2 itens na lista de desejos' });
    expect(link).toHaveAttribute('href', '/customer/wishlist');
    expect(link).toHaveClass('vt-wishlist-count');
    await expectNoAxeViolations(container);
  });

  it('given an empty wishlist, it shows 0 with data-empty', async () => {
    const store = signedIn();
    store.call('customer.removeFromWishlist', {
      json: { idProduct: sandboxFixtures.quantityLimited.idProduct, idSku: null },
    });
    const { container } = renderWithStorefront(<WishlistCount />, { store });
    expect(await screen.findByText('0 itens na lista de desejos')).toBeInTheDocument();
    expect(container.querySelector('.vt-wishlist-count')).toHaveAttribute('data-empty');
  });

  it('while the wishlist loads, a badge-sized skeleton holds its place and nothing is announced', async () => {
    const store = signedIn();
    const { container, requests } = renderWithStorefront(<WishlistCount />, { store });
    store.faults.setLatency(80);
    await waitFor(() =>
      expect(container.querySelector('.vt-wishlist-count')).toHaveAttribute('data-loading'),
    );
    expect(container.querySelector('.vt-wishlist-count__badge')).toHaveClass('vt-skeleton');
    expect(screen.queryByText(/lista de desejos/)).toBeNull();
    expect(await screen.findByText('1 item na lista de desejos')).toBeInTheDocument();
    expect(container.querySelector('.vt-wishlist-count')).not.toHaveAttribute('data-loading');
    expect(requests('customer.wishlist')).toHaveLength(1);
  });

  it('given the wishlist fails to load, it shows nothing (load errors are silent)', async () => {
    const store = signedIn();
    store.faults.inject({ operation: 'customer.wishlist', status: 500 });
    const { container, requests } = renderWithStorefront(<WishlistCount />, {
      store,
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    await waitFor(() => expect(requests('customer.wishlist')).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('takes its texts from props: the loading name and the singular label', async () => {
    const store = signedIn();
    const { container } = renderWithStorefront(
      <WishlistCount href="/customer/wishlist" name="Favoritos" labelOne="1 favorito" />,
      { store },
    );
    store.faults.setLatency(60);
    await waitFor(() =>
      expect(container.querySelector('.vt-wishlist-count')).toHaveAttribute('data-loading'),
    );
    expect(screen.getByRole('link', { name: 'Favoritos' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '1 favorito' })).not.toHaveAttribute('name');
  });

  it('takes its texts from the provider and composes from its parts', async () => {
    renderWithStorefront(
      <WishlistCount.Root className="meu-contador">
        <WishlistCount.Count />
        <WishlistCount.Label />
      </WishlistCount.Root>,
      {
        store: signedIn(),
        providerProps: { messages: { ui: { wishlistCount: { labelOne: '1 favorito' } } } },
      },
    );
    const label = await screen.findByText('1 favorito');
    expect(label.parentElement).toHaveClass('vt-wishlist-count', 'meu-contador');
  });
});
