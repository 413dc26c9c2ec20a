// @vitest-environment node
import { type Product, productSchema, storeKeys } from '@vitrine/core';
import { StorefrontProvider, storefrontFallback } from '@vitrine/hooks';
import { createSandboxStore, createSeedData, type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from './ProductCard';

const { productWithVariations, priceOnRequest } = sandboxFixtures;

function productOf(store: SandboxStore, urlFriendly: string): Product {
  return productSchema.parse(store.call('catalogue.productDetail', { params: { urlFriendly } }).body);
}

// Its own file in a Node environment: no `window`, `document` or `localStorage` exists while rendering.
describe('ProductCard on the server', () => {
  it('renders fully, with the company settings from the fallback and the wishlist in its neutral state', () => {
    expect(typeof window).toBe('undefined');
    const store = createSandboxStore();
    const company = store.call('content.company').body;
    const html = renderToString(
      <StorefrontProvider
        baseUrl="http://sandbox.test"
        fallback={storefrontFallback([[storeKeys.company(), company]])}
      >
        <ProductCard product={productOf(store, productWithVariations.urlFriendly)} priority />
        <ProductCard product={productOf(store, priceOnRequest.urlFriendly)} />
      </StorefrontProvider>,
    );
    expect(html).toContain(`aria-label="${productWithVariations.name}"`);
    expect(html).toContain('href="/camiseta-basica-algodao-pima/produto/"');
    expect(html).toContain('Adicionar ao Carrinho');
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(html).toContain('type="radio"');
    expect(html).toContain('Avaliação: 3 de 5');
    expect(html).toMatch(/sem juros/);
    expect(html).toContain('Sob consulta');
    expect(html).toContain('Orçar');
    expect(html).toMatch(/aria-pressed="false"/);
  });

  it('renders without the company settings: no variations, stars nor installments until they load', () => {
    const store = createSandboxStore();
    const html = renderToString(
      <StorefrontProvider baseUrl="http://sandbox.test">
        <ProductCard product={productOf(store, productWithVariations.urlFriendly)} />
      </StorefrontProvider>,
    );
    expect(html).toContain('Adicionar ao Carrinho');
    expect(html).not.toContain('type="radio"');
    expect(html).not.toContain('Avaliação');
    expect(html).not.toMatch(/sem juros/);
  });

  describe('without a variation machine', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('renders every card of the catalogue as the live machine does (the HTML the browser hydrates)', () => {
      const store = createSandboxStore();
      const company = store.call('content.company').body;
      const products = createSeedData().products.map((product) => productOf(store, product.urlFriendly));
      expect(products.length).toBeGreaterThan(20);
      const shelf = (fallback: boolean) => (
        <StorefrontProvider
          baseUrl="http://sandbox.test"
          fallback={fallback ? storefrontFallback([[storeKeys.company(), company]]) : undefined}
        >
          {products.map((product, index) => (
            <ProductCard key={product.idProduct} product={product} priority={index < 2} />
          ))}
        </StorefrontProvider>
      );
      // With the company's settings (variations, stars, installments shown) and without them.
      for (const fallback of [true, false]) {
        const server = renderToString(shelf(fallback));
        // A `window` makes the card start the variation machine's actor, as in the browser.
        vi.stubGlobal('window', {});
        const live = renderToString(shelf(fallback));
        vi.unstubAllGlobals();
        expect(server).toBe(live);
        expect(server).toContain('Adicionar ao Carrinho');
      }
    });
  });
});
