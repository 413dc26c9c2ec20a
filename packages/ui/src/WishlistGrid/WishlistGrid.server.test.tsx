// @vitest-environment node
import { storeKeys } from '@vitrine/core';
import { StorefrontProvider, storefrontFallback } from '@vitrine/hooks';
import { createSandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WishlistGrid } from './WishlistGrid';

// Its own file in a Node environment: no `window`, `document` or `localStorage` exists while rendering.
describe('WishlistGrid on the server', () => {
  it('renders its loading state (the shopper is known only in the browser), whatever the fallback holds', () => {
    expect(typeof window).toBe('undefined');
    const store = createSandboxStore();
    const { email, password } = sandboxFixtures.customer;
    store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
    const saved = store.call('customer.wishlist').body;
    const html = renderToString(
      <StorefrontProvider
        baseUrl="http://sandbox.test"
        fallback={storefrontFallback([[storeKeys.wishlist(), saved]])}
      >
        <WishlistGrid />
      </StorefrontProvider>,
    );
    expect(html).toContain('Lista de Desejos');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('Carregando lista de desejos…');
    expect(html).not.toContain(sandboxFixtures.quantityLimited.name);
  });
});
