// @vitest-environment node
import { createStoreClient, createStorefrontBus, productDetailSchema } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { createSandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProductDetailBuyBox } from './ProductDetail';

const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
const detailOf = (urlFriendly: string) =>
  productDetailSchema.parse(store.call('catalogue.productDetail', { params: { urlFriendly } }).body);

/** Renders on the server: no window, no document, a client that never answers. */
function serverRender(ui: React.ReactNode): string {
  const client = createStoreClient({
    baseUrl: 'http://sandbox.test',
    fetch: () => new Promise<Response>(() => {}),
  });
  return renderToString(
    <StorefrontProvider client={client} bus={createStorefrontBus()}>
      {ui}
    </StorefrontProvider>,
  );
}

describe('ProductDetailBuyBox on the server', () => {
  it('renders what depends on the product with the initial SKU chosen, and the shopper’s bits neutral', () => {
    expect(typeof window).toBe('undefined');
    const consoleError = vi.spyOn(console, 'error');
    const html = serverRender(
      <ProductDetailBuyBox product={detailOf(sandboxFixtures.productWithVariations.urlFriendly)} />,
    );

    expect(html).toContain('<h1 class="vt-product-detail__name">Camiseta Básica Algodão Pima</h1>');
    expect(html).toContain('Código: VT1018-2');
    expect(html).toMatch(/R\$\s89,90/);
    expect(html).toMatch(/role="radio" aria-checked="true"[^>]*aria-label="Branco"/);
    expect(html).toMatch(/role="radio" aria-checked="true"[^>]*aria-label="M"/);
    expect(html).toContain('Pronta entrega');
    expect(html).toContain('Adicionar ao Carrinho');
    expect(html).toContain('Comprar com 1 clique');
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*Lista de desejos/);
    // Company-dependent parts (rating, installments) wait for the settings on the client.
    expect(html).not.toContain('Avaliação:');
    expect(html).not.toContain('sem juros');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders a lightning offer’s countdown from the given time, or a placeholder without one', () => {
    const product = detailOf(sandboxFixtures.lightningOffer.urlFriendly);
    expect(
      serverRender(<ProductDetailBuyBox product={product} countdownNow="2025-05-01T12:00:00Z" />),
    ).toContain('2d 04:00:00');
    const html = serverRender(<ProductDetailBuyBox product={product} />);
    expect(html).toContain('Oferta relâmpago');
    expect(html).toContain('--:--:--');
    expect(html).toContain('data-state="pending"');
  });

  it('renders a sold-out bundle with its back-in-stock button and a quote-only product with its budget button', () => {
    const conjunct = detailOf(sandboxFixtures.conjunct.urlFriendly);
    const allOut = {
      ...conjunct,
      conjunctProducts: conjunct.conjunctProducts?.map((component) => ({ ...component, stock: 0 })),
    };
    expect(serverRender(<ProductDetailBuyBox product={allOut} />)).toContain('Avise-me quando chegar');
    const quote = serverRender(
      <ProductDetailBuyBox product={detailOf(sandboxFixtures.priceOnRequest.urlFriendly)} />,
    );
    expect(quote).toContain('Sob Consulta');
    expect(quote).toContain('Solicitar Orçamento');
    expect(quote).not.toContain('Adicionar ao Carrinho');
  });
});
