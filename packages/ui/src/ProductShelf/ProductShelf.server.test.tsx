// @vitest-environment node
import { type Group, groupSchema, type Product, productSchema, storeKeys } from '@vitrine/core';
import { StorefrontProvider, storefrontFallback } from '@vitrine/hooks';
import { createSandboxStore, type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LightningOffers } from './LightningOffers';
import { ProductShelf } from './ProductShelf';
import {
  AlsoPurchased,
  HomeShowcase,
  MostSoldShelf,
  NewcomersShelf,
  RelatedProducts,
} from './ProductShelves';

const storeNow = new Date('2025-05-01T12:00:00Z');
const { simple, lightningOffer } = sandboxFixtures;

const products = (body: unknown): Product[] => (body as unknown[]).map((raw) => productSchema.parse(raw));

/** The data a server loads for the page, under the keys the shelves read. */
function serverData(store: SandboxStore) {
  const call = (operation: Parameters<SandboxStore['call']>[0], params: Record<string, unknown> = {}) =>
    store.call(operation, { params }).body;
  const company = call('content.company');
  const groups: Group[] = (call('catalogue.groupShowcase', { quantity: 12 }) as unknown[]).map((raw) =>
    groupSchema.parse(raw),
  );
  return storefrontFallback([
    [storeKeys.company(), company],
    [
      storeKeys.call('catalogue.showcase', { quantity: 12 }),
      products(call('catalogue.showcase', { quantity: 12 })),
    ],
    [storeKeys.call('catalogue.groupShowcase', { quantity: 12 }), groups],
    [
      storeKeys.call('catalogue.mostSold', { quantity: 12 }),
      products(call('catalogue.mostSold', { pageSize: 12 })),
    ],
    [storeKeys.call('catalogue.mostSold'), products(call('catalogue.mostSold'))],
    [storeKeys.call('catalogue.newcomers'), products(call('catalogue.newcomers'))],
    [
      storeKeys.call('catalogue.relatedProducts', { idProduct: simple.idProduct }),
      products(call('catalogue.relatedProducts', { idProduct: simple.idProduct })),
    ],
    [
      storeKeys.call('catalogue.alsoPurchased', { idProduct: simple.idProduct }),
      products(call('catalogue.alsoPurchased', { idProduct: simple.idProduct })),
    ],
    [storeKeys.call('catalogue.lightningOffers'), products(call('catalogue.lightningOffers'))],
  ]);
}

function render(ui: ReactNode, fallback?: Record<string, unknown>): string {
  return renderToString(
    <StorefrontProvider baseUrl="http://sandbox.test" fallback={fallback}>
      {ui}
    </StorefrontProvider>,
  );
}

/** The slots' names ('1 de 12'...) in the markup. */
const slideLabels = (html: string) =>
  [...html.matchAll(/<li aria-roledescription="slide" aria-label="([^"]+)"/g)].map((match) => match[1]);

// Its own file in a Node environment: no `window`, `document` or `localStorage` exists while rendering.
describe('product shelves on the server', () => {
  const store = createSandboxStore({ now: () => storeNow });
  const fallback = serverData(store);

  it('each ready-made shelf renders its titled carousel, the first 6 cards only, without a browser global', () => {
    expect(typeof window).toBe('undefined');
    const cases: [ReactNode, string][] = [
      [<HomeShowcase key="s" />, 'Destaques'],
      [<HomeShowcase key="m" type="mostSelled" />, 'Produtos mais vendidos'],
      [<MostSoldShelf key="ms" viewAllHref="/mais-vendidos" />, 'Produtos mais vendidos'],
      [<NewcomersShelf key="n" />, 'Recém chegados'],
    ];
    for (const [ui, title] of cases) {
      const html = render(ui, fallback);
      expect(html).toContain('aria-roledescription="carrossel"');
      expect(html).toMatch(new RegExp(`<h2 id="[^"]+" class="vt-product-shelf__title">${title}</h2>`));
      expect(html).toContain('aria-label="Próximos produtos"');
      expect(slideLabels(html)).toEqual(['1 de 12', '2 de 12', '3 de 12', '4 de 12', '5 de 12', '6 de 12']);
      expect(html).toContain('Adicionar ao Carrinho');
    }
    expect(render(<MostSoldShelf viewAllHref="/mais-vendidos" />, fallback)).toContain(
      'href="/mais-vendidos"',
    );
  });

  it("the group showcase renders a shelf per group with 'Ver todos' to the group", () => {
    const html = render(<HomeShowcase type="group" />, fallback);
    expect(html).toContain('>Dia das Mães</h2>');
    expect(html).toContain('>Lançamentos</h2>');
    expect(html).toContain('href="/dia-das-maes/g"');
  });

  it("the detail page's lists render with their titles", () => {
    const related = render(<RelatedProducts idProduct={simple.idProduct} />, fallback);
    expect(related).toContain('>Produtos relacionados</h2>');
    expect(slideLabels(related).length).toBeGreaterThan(0);
    const also = render(<AlsoPurchased idProduct={simple.idProduct} />, fallback);
    expect(also).toContain('>Quem comprou também comprou</h2>');
    expect(slideLabels(also).length).toBeGreaterThan(0);
  });

  it('the lightning offers render their cards; the countdown shows its time only from a server-safe now', () => {
    const withoutNow = render(<LightningOffers />, fallback);
    expect(withoutNow).toContain('>Ofertas Relâmpago</h2>');
    expect(withoutNow).toContain('Oferta relâmpago');
    expect(withoutNow).toContain(`aria-label="Visualizar: ${lightningOffer.name}"`);
    expect(withoutNow).toContain('data-state="pending"');
    expect(withoutNow).toMatch(/<span role="timer" class="vt-lightning-offer__countdown-time"><\/span>/);
    const withNow = render(<LightningOffers now={storeNow.toISOString()} />, fallback);
    expect(withNow).not.toContain('data-state="pending"');
    expect(withNow).toMatch(
      /<span role="timer" class="vt-lightning-offer__countdown-time">(\d+d )?\d\d:\d\d:\d\d<\/span>/,
    );
  });

  it('without server data a shelf renders its placeholders; an empty one renders nothing', () => {
    const html = render(<NewcomersShelf />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('>Recém chegados</h2>');
    expect(html.match(/vt-product-shelf__skeleton"/g)).toHaveLength(5);
    expect(render(<ProductShelf title="Nada" products={[]} />)).toBe('');
  });
});
