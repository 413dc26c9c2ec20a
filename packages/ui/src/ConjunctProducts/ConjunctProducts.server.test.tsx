// @vitest-environment node
import { createStoreClient, createStorefrontBus, productDetailSchema } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { createSandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ConjunctProducts } from './ConjunctProducts';

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

describe('ConjunctProducts on the server', () => {
  it('renders the items, their ticks and the zero totals without a browser global', () => {
    expect(typeof window).toBe('undefined');
    const consoleError = vi.spyOn(console, 'error');
    const product = detailOf(sandboxFixtures.conjunct.urlFriendly);
    const html = serverRender(<ConjunctProducts product={product} />);
    expect(html).toContain('Monte seu conjunto</h2>');
    expect(html.match(/type="checkbox"/g)).toHaveLength(3);
    // The sold-out item's tick is disabled from the first paint.
    expect(html.match(/disabled=""[^>]*type="checkbox"|type="checkbox"[^>]*disabled=""/g)).toHaveLength(1);
    expect(html).toContain('0 itens selecionados');
    expect(html).toContain('Adicionar ao Carrinho');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders nothing for a product without conjunct items', () => {
    expect(serverRender(<ConjunctProducts product={detailOf(sandboxFixtures.simple.urlFriendly)} />)).toBe(
      '',
    );
  });
});
