import { act, screen, waitFor, within } from '@testing-library/react';
import {
  createStoreClient,
  type ProductDetail as ProductDetailData,
  productDetailSchema,
} from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import {
  createTestStorefront,
  expectNoAxeViolations,
  renderWithStorefront,
  SANDBOX_BASE_URL,
} from '@vitrine/hooks/testing';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertRegion } from '../foundation/Alert/AlertRegion';
import { ProductDetail, ProductDetailBuyBox } from './ProductDetail';

const { grouped, takeXPayY, lightningOffer, signature, simple, productWithVariations, customer } =
  sandboxFixtures;

function detailOf(
  urlFriendly: string,
  store = createTestStorefront().store,
): {
  store: SandboxStore;
  product: ProductDetailData;
} {
  const reply = store.call('catalogue.productDetail', { params: { urlFriendly } });
  if (reply.status !== 200) throw new Error(`The sandbox has no product "${urlFriendly}".`);
  return { store, product: productDetailSchema.parse(reply.body) };
}

/**
 * Waits for the page's first cart reads: a test that ends sooner would leave them to reach the sandbox after
 * its handlers are gone.
 */
let settleCurrent: (() => Promise<void>) | undefined;
afterEach(async () => {
  await settleCurrent?.();
  settleCurrent = undefined;
});

function renderPage(ui: ReactNode, store: SandboxStore, providerProps = {}) {
  const navigate = vi.fn();
  const result = renderWithStorefront(
    <>
      {ui}
      <AlertRegion />
    </>,
    { store, providerProps: { navigate, ...providerProps } },
  );
  settleCurrent = () =>
    waitFor(() => {
      const paths = result.requests().map((request) => request.pathname);
      expect(result.requests('cart.get')).not.toHaveLength(0);
      expect(paths.some((path) => path.endsWith('CepPreCheckout'))).toBe(true);
      expect(paths.some((path) => path.endsWith('ShippingPreCheckout'))).toBe(true);
    });
  return { ...result, navigate };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ProductDetail extras', () => {
  it('given grouped products, it lists them under ‘Outras Cores’ as links to each variant, the current one marked', async () => {
    const { store, product } = detailOf(grouped.urlFriendly);
    const { container } = renderPage(<ProductDetailBuyBox product={product} />, store);
    const nav = screen.getByRole('navigation', { name: 'Outras Cores' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/almofada-decorativa-linho-terracota/produto/',
      '/almofada-decorativa-linho-verde-oliva/produto/',
      '/almofada-decorativa-linho-areia/produto/',
    ]);
    expect(within(nav).getByRole('link', { name: 'Verde Oliva' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Terracota' })).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelector('circle')).toHaveAttribute('fill', '#c0623b');
    await expectNoAxeViolations(container);
  });

  it('when the shopper shares, the link is copied and ‘Link copiado para a área de transferência’ is announced', async () => {
    const { store, product } = detailOf(simple.urlFriendly);
    const { user, container } = renderPage(
      <ProductDetailBuyBox product={product} shareUrl="https://loja.test/panela/produto/" />,
      store,
    );
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await navigator.clipboard.readText()).toBe('https://loja.test/panela/produto/');
    const status = container.querySelector('.vt-product-detail__share-status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('Link copiado para a área de transferência');
    await expectNoAxeViolations(container);
  });

  it('given a take-X-pay-Y campaign, its tip opens a modal with the rules at the current price', async () => {
    const { store, product } = detailOf(takeXPayY.urlFriendly);
    const { user } = renderPage(<ProductDetailBuyBox product={product} />, store);
    const tip = await screen.findByRole('button', { name: 'Leve 3 e pague 2' });
    await user.click(tip);
    const dialog = screen.getByRole('dialog', { name: 'Leve 3 e pague 2' });
    expect(within(dialog).getByText('Leve 3 e pague 2: 3 unidades por R$ 159,80')).toBeInTheDocument();
    expect(within(dialog).getByText('Leve 6 e pague 4: 6 unidades por R$ 319,60')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tip).toHaveFocus();
  });

  it('given a product without a campaign, no tip shows', async () => {
    const { store, product } = detailOf(simple.urlFriendly);
    const { requests } = renderPage(<ProductDetailBuyBox product={product} />, store);
    await waitFor(() => expect(requests('catalogue.takeXPayY')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /^Leve/ })).toBeNull();
  });

  it('given a running lightning offer, it shows the countdown and the lightning flag in place of the discount', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-01T12:00:00Z'));
    const { store, product } = detailOf(lightningOffer.urlFriendly);
    const { container } = renderPage(<ProductDetailBuyBox product={product} />, store);
    const countdown = container.querySelector('.vt-product-detail__countdown');
    expect(countdown).toHaveTextContent('Oferta relâmpago Termina em 2d 04:00:00');
    expect(countdown?.querySelector('time')).toHaveAttribute('datetime', product.offerEndDate);
    const price = container.querySelector('.vt-product-detail__price');
    expect(price).toHaveAttribute('data-lightning');
    expect(price?.querySelector('.vt-product-detail__lightning-flag')).toHaveTextContent(
      'Oferta relâmpago -30%',
    );
    expect(price?.querySelector('.vt-price__discount')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('hydrates the server’s markup without a mismatch, then the browser’s clock takes over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-01T12:00:05Z'));
    const storefront = createTestStorefront();
    const { product } = detailOf(lightningOffer.urlFriendly, storefront.store);
    settleCurrent = () => waitFor(() => expect(storefront.requests('cart.get')).not.toHaveLength(0));
    const page = (
      <StorefrontProvider client={storefront.client}>
        <ProductDetailBuyBox product={product} countdownNow="2025-05-01T12:00:00Z" />
      </StorefrontProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    expect(container.querySelector('time')).toHaveTextContent('2d 04:00:00');
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector('time')).toHaveTextContent('2d 03:59:55'));
    act(() => root?.unmount());
    container.remove();
  });

  it('given a lightning offer that has ended, no countdown shows', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
    const { store, product } = detailOf(lightningOffer.urlFriendly);
    const { container } = renderPage(<ProductDetailBuyBox product={product} />, store);
    expect(container.querySelector('.vt-product-detail__countdown')).toBeNull();
  });

  it('given a signature product, ‘Assinar’ adds the SKU as a recurring purchase', async () => {
    const { store, product } = detailOf(signature.urlFriendly);
    const bodies: string[] = [];
    const client = createStoreClient({
      baseUrl: SANDBOX_BASE_URL,
      fetch: (input, init) => {
        if (typeof init?.body === 'string') bodies.push(init.body);
        return fetch(input, init);
      },
    });
    const { user, container } = renderPage(<ProductDetailBuyBox product={product} />, store, { client });
    await user.click(screen.getByRole('button', { name: 'Assinar' }));
    await waitFor(() => expect(store.inspect.cartLines()).toHaveLength(1));
    expect(bodies.filter((body) => body.includes('"cart.add"'))).toEqual([
      expect.stringContaining('"isRecurrent":true'),
    ]);
    await expectNoAxeViolations(container);
  });

  it('given a product that is not a subscription, no ‘Assinar’ shows', () => {
    const { store, product } = detailOf(simple.urlFriendly);
    renderPage(<ProductDetailBuyBox product={product} />, store);
    expect(screen.queryByRole('button', { name: 'Assinar' })).toBeNull();
  });

  it('given a visitor, the wishlist toggle leads to the login page', async () => {
    const { store, product } = detailOf(simple.urlFriendly);
    const { user, navigate } = renderPage(<ProductDetailBuyBox product={product} />, store);
    const toggle = screen.getByRole('button', { name: 'Lista de desejos' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(navigate).toHaveBeenCalledWith('/customer/login');
  });

  it('given a signed-in customer, the wishlist toggle adds and removes the product', async () => {
    const { store } = createTestStorefront();
    store.call('customer.login', {
      json: { username: customer.email, password: customer.password, tokenRecaptcha: '' },
    });
    const { product } = detailOf(productWithVariations.urlFriendly, store);
    const { user, requests, container } = renderPage(<ProductDetailBuyBox product={product} />, store);
    await waitFor(() => expect(requests('customer.wishlist')).toHaveLength(1));
    const toggle = screen.getByRole('button', { name: 'Lista de desejos' });
    const inWishlist = () =>
      (store.call('customer.wishlist').body as { idProduct: number }[]).some(
        (item) => item.idProduct === product.idProduct,
      );
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(inWishlist()).toBe(true);
    await expectNoAxeViolations(container);
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(inWishlist()).toBe(false);
  });

  it('given the wishlist fails, it says so as an error alert and stays unpressed', async () => {
    const { store } = createTestStorefront();
    store.call('customer.login', {
      json: { username: customer.email, password: customer.password, tokenRecaptcha: '' },
    });
    const { product } = detailOf(simple.urlFriendly, store);
    const { user, requests } = renderPage(<ProductDetailBuyBox product={product} />, store);
    await waitFor(() => expect(requests('customer.wishlist')).toHaveLength(1));
    store.faults.inject({ operation: 'customer.addToWishlist', status: 500 });
    const toggle = screen.getByRole('button', { name: 'Lista de desejos' });
    await user.click(toggle);
    expect(await screen.findByText('Não foi possível atualizar a lista de desejos.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports view_item once, and not at all when the page already does', async () => {
    const { store, product } = detailOf(simple.urlFriendly);
    const ecommerce = vi.fn();
    const { rerender } = renderPage(<ProductDetailBuyBox product={product} />, store, {
      analytics: { ecommerce },
    });
    rerender(<ProductDetailBuyBox product={product} showOneClick={false} />);
    await waitFor(() => expect(ecommerce).toHaveBeenCalled());
    expect(ecommerce.mock.calls.filter(([event]) => event.event === 'view_item')).toHaveLength(1);

    const quiet = vi.fn();
    renderPage(<ProductDetailBuyBox product={product} trackView={false} />, store, {
      analytics: { ecommerce: quiet },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(quiet.mock.calls.filter(([event]) => event.event === 'view_item')).toHaveLength(0);
  });

  it('given the company shows ratings, the stars read ‘Avaliação: N de 5’', async () => {
    const { store, product } = detailOf(productWithVariations.urlFriendly);
    const { container } = renderPage(<ProductDetailBuyBox product={product} showRating />, store);
    expect(screen.getByRole('img', { name: 'Avaliação: 3 de 5' })).toHaveAttribute('data-rate', '3');
    expect(container.querySelectorAll('.vt-product-detail__star[data-active]')).toHaveLength(3);
  });

  it('texts can be replaced through the provider and the Root', () => {
    const { store, product } = detailOf(simple.urlFriendly);
    renderPage(
      <ProductDetail.Root product={product} messages={{ oneClick: 'Comprar agora' }}>
        <ProductDetail.Buy />
        <ProductDetail.OneClick />
      </ProductDetail.Root>,
      store,
      { messages: { ui: { productDetail: { addToCart: 'Comprar', oneClick: 'Ignorado' } } } },
    );
    expect(screen.getByRole('button', { name: 'Comprar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comprar agora' })).toBeInTheDocument();
  });
});
