// @vitest-environment node
import { type ProductDetail, productDetailSchema } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { createSandboxStore, type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductInstallments } from './ProductInstallments';

function productOf(store: SandboxStore, urlFriendly: string): ProductDetail {
  return productDetailSchema.parse(store.call('catalogue.productDetail', { params: { urlFriendly } }).body);
}

// Its own file in a Node environment: no `window`, `document` or `localStorage` exists while rendering.
describe('ProductInstallments on the server', () => {
  it('renders the closed button, and with show-first the open, loading lists', () => {
    expect(typeof window).toBe('undefined');
    const store = createSandboxStore();
    const product = productOf(store, sandboxFixtures.simple.urlFriendly);
    const closed = renderToString(
      <StorefrontProvider baseUrl="http://sandbox.test">
        <ProductInstallments product={product} quantity={2} />
      </StorefrontProvider>,
    );
    expect(closed).toContain('Formas de pagamento');
    expect(closed).toContain('aria-expanded="false"');
    expect(closed).toContain('hidden=""');

    const open = renderToString(
      <StorefrontProvider baseUrl="http://sandbox.test">
        <ProductInstallments product={product} showFirst />
      </StorefrontProvider>,
    );
    expect(open).toContain('aria-expanded="true"');
    expect(open).toContain('data-loading=""');
    expect(open).toContain('Carregando formas de pagamento…');
  });
});
