// @vitest-environment node
import { type ProductDetail, productDetailSchema } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { createSandboxStore, type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductFreight } from './ProductFreight';

function productOf(store: SandboxStore, urlFriendly: string): ProductDetail {
  return productDetailSchema.parse(store.call('catalogue.productDetail', { params: { urlFriendly } }).body);
}

// Its own file in a Node environment: no `window`, `document` or `localStorage` exists while rendering.
describe('ProductFreight on the server', () => {
  it('renders the calculator of a physical product, with a CEP given, and nothing for a digital one', () => {
    expect(typeof window).toBe('undefined');
    const store = createSandboxStore();
    const html = renderToString(
      <StorefrontProvider baseUrl="http://sandbox.test">
        <ProductFreight
          product={productOf(store, sandboxFixtures.simple.urlFriendly)}
          defaultCep={sandboxFixtures.cep.saoPaulo}
        />
        <ProductFreight product={productOf(store, sandboxFixtures.digital.urlFriendly)} />
      </StorefrontProvider>,
    );
    expect(html).toContain('Calcular frete e prazo');
    expect(html).toContain(`value="${sandboxFixtures.cep.saoPaulo}"`);
    expect(html).toContain('Não sei meu CEP');
    expect(html).toContain('>Calcular</button>');
    expect(html.match(/<form/g)).toHaveLength(1);
  });
});
