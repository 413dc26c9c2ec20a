import { act, screen } from '@testing-library/react';
import { productDetailSchema } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { createTestStorefront, renderWithStorefront, SANDBOX_BASE_URL } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineVitrineElements, type VitrineElements } from './defineVitrineElements';
import { ProductSource } from './ProductSource';
import { productNameTestElement, productTitleTestElement } from './testing/testDefinitions';

const { simple, productWithVariations } = sandboxFixtures;

let current: VitrineElements | undefined;

/** Starts a page with the product-name test element; returns its sandbox storefront. */
function startPage() {
  const storefront = createTestStorefront();
  current = defineVitrineElements({
    apiUrl: SANDBOX_BASE_URL,
    definitions: [productNameTestElement, productTitleTestElement],
  });
  return storefront;
}

/** The detail the store API gives for `urlFriendly`, as a server-rendered theme embeds it. */
function detailJson(urlFriendly: string): string {
  const { store } = createTestStorefront();
  const reply = store.call('catalogue.productDetail', { params: { urlFriendly } });
  return JSON.stringify(productDetailSchema.parse(reply.body));
}

async function setPage(html: string) {
  await act(async () => {
    document.body.innerHTML = html;
  });
}

afterEach(async () => {
  await act(async () => current?.destroy());
  current = undefined;
  document.body.replaceChildren();
});

describe('ProductSource in an element', () => {
  it('given a product-url attribute, it fetches the product and renders the widget with it', async () => {
    const { requests } = startPage();
    await setPage(`<vitrine-product-name product-url="${simple.urlFriendly}"></vitrine-product-name>`);
    expect(await screen.findByRole('heading', { name: simple.name })).toBeInTheDocument();
    expect(requests('catalogue.productDetail')).toHaveLength(1);
  });

  it('given the page’s data-loader, it renders that product without a request', async () => {
    const { requests } = startPage();
    const json = detailJson(simple.urlFriendly);
    await setPage(
      `<script type="application/json" data-vitrine-product>${json}</script><main><vitrine-product-name></vitrine-product-name></main>`,
    );
    expect(await screen.findByRole('heading', { name: simple.name })).toBeInTheDocument();
    expect(requests('catalogue.productDetail')).toHaveLength(0);
  });

  it('given a data-loader inside the element, it wins over the URL and the page’s one, and survives a remount', async () => {
    const { requests } = startPage();
    const own = detailJson(productWithVariations.urlFriendly);
    await setPage(
      `<script type="application/json" data-vitrine-product>${detailJson(simple.urlFriendly)}</script>` +
        `<vitrine-product-name product-url="${simple.urlFriendly}"><script type="application/json" data-vitrine-product>${own}</script></vitrine-product-name>`,
    );
    expect(await screen.findByRole('heading', { name: productWithVariations.name })).toBeInTheDocument();
    const element = document.querySelector('vitrine-product-name') as HTMLElement;
    await act(async () => element.remove());
    await act(async () => Promise.resolve());
    await act(async () => document.body.append(element));
    expect(await screen.findByRole('heading', { name: productWithVariations.name })).toBeInTheDocument();
    expect(requests('catalogue.productDetail')).toHaveLength(0);
  });

  it('given a definition whose defaults ask for productSource, the runtime resolves product-url into product', async () => {
    startPage();
    await setPage(`<vitrine-product-title product-url="${simple.urlFriendly}"></vitrine-product-title>`);
    const heading = await screen.findByRole('heading', { name: simple.name });
    // Neither the marker nor the URL reaches the widget: only `product`.
    expect(heading).toHaveAttribute('data-other-props', '');
  });

  it('keeps the theme’s own content in the element while the product loads, and when it cannot load', async () => {
    const { store } = startPage();
    store.faults.inject({ operation: 'catalogue.productDetail', status: 500 });
    await setPage(
      `<vitrine-product-title product-url="${simple.urlFriendly}"><p class="tema">Camiseta do tema</p></vitrine-product-title>`,
    );
    const element = document.querySelector('vitrine-product-title') as HTMLElement;
    // The widget mounted (its root holds the theme's own paragraph), and the failed product left it in place.
    await vi.waitFor(() =>
      expect(element.querySelector('[data-vitrine-theme-content] p.tema')).not.toBeNull(),
    );
    expect(screen.getByText('Camiseta do tema')).toBeVisible();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('replaces the theme’s own content with the widget once the product is known', async () => {
    startPage();
    await setPage(
      `<vitrine-product-title product-url="${simple.urlFriendly}"><p>Camiseta do tema</p></vitrine-product-title>`,
    );
    expect(await screen.findByRole('heading', { name: simple.name })).toBeInTheDocument();
    expect(screen.queryByText('Camiseta do tema')).not.toBeInTheDocument();
  });

  it('given a data-loader that holds no product detail, it warns and falls back to the URL', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    startPage();
    await setPage(
      `<vitrine-product-name product-url="${simple.urlFriendly}"><script type="application/json" data-vitrine-product>{"idProduct":"dez"}</script></vitrine-product-name>`,
    );
    expect(await screen.findByRole('heading', { name: simple.name })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not hold a product detail'));
  });
});

describe('ProductSource in a React tree', () => {
  it('given no host element, it renders the fallback on the server and the fetched product in the browser', async () => {
    const render = (product: { name: string }) => <h1>{product.name}</h1>;
    expect(
      renderToString(
        <StorefrontProvider baseUrl={SANDBOX_BASE_URL}>
          <ProductSource productUrl={simple.urlFriendly} fallback={<p>Carregando</p>}>
            {render}
          </ProductSource>
        </StorefrontProvider>,
      ),
    ).toContain('Carregando');
    renderWithStorefront(<ProductSource productUrl={simple.urlFriendly}>{render}</ProductSource>);
    expect(await screen.findByRole('heading', { name: simple.name })).toBeInTheDocument();
  });
});
