// @vitest-environment node
import { storeKeys } from '@vitrine/core';
import { StorefrontProvider, storefrontFallback } from '@vitrine/hooks';
import { createSandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountForm } from './AccountForm';

// Its own file in a Node environment: no `window`, `document` or `localStorage` exists while rendering.
describe('AccountForm on the server', () => {
  it('renders its loading state without the account', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StorefrontProvider baseUrl="http://sandbox.test">
        <AccountForm />
      </StorefrontProvider>,
    );
    expect(html).toContain('Meus dados');
    expect(html).toContain('Carregando seus dados…');
    expect(html).toContain('data-state="loading"');
    expect(html).not.toContain('<form');
  });

  it('renders the prefilled form when the page loader read the account', () => {
    const store = createSandboxStore();
    const { email, password } = sandboxFixtures.customer;
    const login = store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
    expect(login.status).toBe(200);
    const account = store.call('customer.getClient').body;
    const html = renderToString(
      <StorefrontProvider
        baseUrl="http://sandbox.test"
        fallback={storefrontFallback([[storeKeys.call('customer.getClient'), account]])}
      >
        <AccountForm />
      </StorefrontProvider>,
    );
    expect(html).toContain('<form');
    expect(html).toContain('value="Maria Silva"');
    expect(html).toContain('value="maria@example.com"');
    expect(html).toContain('value="(11) 98765-4321"');
    expect(html).toContain('value="15/03/1990"');
    expect(html).toContain('Salvar alterações');
  });
});
