// @vitest-environment node
import {
  type Company,
  filterStateToProductQuery,
  productListResponseSchema,
  startingFilterState,
  storeKeys,
} from '@vitrine/core';
import { StorefrontProvider, storefrontFallback } from '@vitrine/hooks';
import { createSandboxStore } from '@vitrine/sandbox';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductListing } from './ProductListing';

const textLink = 'moda-feminina/c';

function serverRender(ui: ReactNode, company: unknown): string {
  return renderToString(
    <StorefrontProvider
      baseUrl="http://sandbox.test"
      fallback={storefrontFallback([[storeKeys.company(), company]])}
    >
      {ui}
    </StorefrontProvider>,
  );
}

// Its own file in a Node environment: no `window`, `document` or `sessionStorage` exists while rendering.
describe('ProductListing on the server', () => {
  it("renders the page the loader read for the address: its products, page, order and filters, with the company's settings", () => {
    expect(typeof window).toBe('undefined');
    const store = createSandboxStore();
    const company = store.call('content.company').body as Company;
    const searchParams = 'pageNumber=2&order=name-asc&initialPrice=1';
    const filter = startingFilterState({ kind: 'category', textLink }, company, searchParams);
    const served = productListResponseSchema.parse(
      store.call('catalogue.productsByCategory', { params: { ...filterStateToProductQuery(filter) } }).body,
    );
    expect(served.settings.pageNumber).toBe(2);
    expect(served.products.length).toBeGreaterThan(0);

    const html = serverRender(
      <ProductListing
        kind="category"
        textLink={textLink}
        searchParams={searchParams}
        fallbackData={served}
      />,
      company,
    );
    for (const product of served.products) expect(html).toContain(`aria-label="${product.name}"`);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>2<\/a>/);
    expect(html).toContain('href="/moda-feminina/c?order=name-asc&amp;initialPrice=1"');
    expect(html).toMatch(/<option value="name-asc" selected="">/);
    expect(html).toContain('Remover filtro: A partir de R$');
    expect(html).toContain('aria-label="Paginação"');
    expect(html).toContain('>Filtrar</button>');
    expect(html).not.toContain('Carregando produtos');
    expect(html).not.toContain('role="dialog"');
  });

  it('renders a refused search term as its message, and a listing without a page as loading', () => {
    const store = createSandboxStore();
    const company = store.call('content.company').body;
    const short = serverRender(<ProductListing kind="search" term="ab" />, company);
    expect(short).toContain('Digite ao menos 03 caracteres para realizar sua pesquisa.');
    const loading = serverRender(<ProductListing kind="brand" textLink="aurora/m" />, company);
    expect(loading).toContain('Carregando produtos…');
    expect(loading).toContain('data-busy=""');
  });
});
