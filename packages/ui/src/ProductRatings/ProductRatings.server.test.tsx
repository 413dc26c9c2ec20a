// @vitest-environment node
import { createStoreClient, createStorefrontBus, productDetailSchema } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { createSandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProductRatings } from './ProductRatings';

const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });

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

describe('ProductRatings on the server', () => {
  it("renders the detail's ratings and the collapsed form without a browser global", () => {
    expect(typeof window).toBe('undefined');
    const consoleError = vi.spyOn(console, 'error');
    const detail = productDetailSchema.parse(
      store.call('catalogue.productDetail', { params: { urlFriendly: sandboxFixtures.rated.urlFriendly } })
        .body,
    );
    const html = serverRender(<ProductRatings product={detail} />);
    expect(html).toContain('Avaliações</h2>');
    expect(html).toContain('5 avaliações');
    expect(html).toContain('28/04/2025 09:00');
    expect(html).toMatch(/aria-expanded="false"[^>]*>Avaliar produto/);
    expect(html).toMatch(/<form[^>]*hidden=""/);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders the loading state when the product brings no ratings', () => {
    const html = serverRender(<ProductRatings product={{ idProduct: sandboxFixtures.rated.idProduct }} />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('vt-product-ratings__skeleton');
  });
});
