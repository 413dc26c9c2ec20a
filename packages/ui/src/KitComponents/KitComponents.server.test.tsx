// @vitest-environment node
import { createStoreClient, createStorefrontBus, productDetailSchema } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { createSandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { KitComponents } from './KitComponents';

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

describe('KitComponents on the server', () => {
  it('renders every component with its units, without a browser global', () => {
    expect(typeof window).toBe('undefined');
    const consoleError = vi.spyOn(console, 'error');
    const product = detailOf(sandboxFixtures.kit.urlFriendly);
    const html = serverRender(<KitComponents product={product} />);
    expect(html).toContain('Itens do kit</h2>');
    expect(html.match(/<li /g)).toHaveLength(sandboxFixtures.kit.components.length);
    expect(html).toContain('2 unidades');
    for (const component of product.kitProducts ?? []) expect(html).toContain(component.name);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders nothing for a product that is not a kit', () => {
    expect(serverRender(<KitComponents product={detailOf(sandboxFixtures.simple.urlFriendly)} />)).toBe('');
  });
});
