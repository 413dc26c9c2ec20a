// @vitest-environment node
import { storeKeys } from '@vitrine/core';
import { StorefrontProvider, storefrontFallback } from '@vitrine/hooks';
import { createSandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderList } from './OrderList';

// Its own file in a Node environment: no `window`, `document` or `localStorage` exists while rendering.
describe('OrderList on the server', () => {
  it('renders its loading state and never shows a shopper’s orders, even from the fallback', () => {
    expect(typeof window).toBe('undefined');
    const store = createSandboxStore();
    const { email, password } = sandboxFixtures.customer;
    store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
    const orders = store.call('customer.orders').body;
    const html = renderToString(
      <StorefrontProvider
        baseUrl="http://sandbox.test"
        fallback={storefrontFallback([[storeKeys.orders(), orders]])}
      >
        <OrderList />
      </StorefrontProvider>,
    );
    expect(html).toContain('Meus Pedidos');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('Carregando pedidos…');
    expect(html).not.toContain('VT-90001');
  });
});
