// @vitest-environment node
import { createStoreClient, createStorefrontBus, productDetailSchema } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { createSandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BuyTogether } from './BuyTogether';

const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
const detailOf = (urlFriendly: string) =>
  productDetailSchema.parse(store.call('catalogue.productDetail', { params: { urlFriendly } }).body);

/** Renders on the server: no window, no document, a client that never answers. */
function serverRender(ui: ReactNode): string {
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

describe('BuyTogether on the server', () => {
  it('renders the cards with the page’s product preselected, without a browser global', () => {
    expect(typeof window).toBe('undefined');
    const consoleError = vi.spyOn(console, 'error');
    const product = detailOf(sandboxFixtures.buyTogether.urlFriendly);
    const html = serverRender(<BuyTogether product={product} />);
    expect(html).toContain('Compre Junto</h2>');
    expect(html).toMatch(new RegExp(`aria-pressed="true" aria-label="Adicionar ${product.name}"`));
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(2);
    expect(html).toContain('1 produto selecionado');
    expect(html).toContain('Comprar Junto');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders nothing for a product without a buy-together list', () => {
    expect(serverRender(<BuyTogether product={detailOf(sandboxFixtures.simple.urlFriendly)} />)).toBe('');
  });
});
