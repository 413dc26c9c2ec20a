// @vitest-environment node
import { createStoreClient, createStorefrontBus } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';

describe('LoginForm on the server', () => {
  it('renders the form while the session is unknown, without a browser global', () => {
    expect(typeof window).toBe('undefined');
    const consoleError = vi.spyOn(console, 'error');
    const client = createStoreClient({
      baseUrl: 'http://sandbox.test',
      fetch: () => new Promise<Response>(() => {}),
    });
    const html = renderToString(
      <StorefrontProvider client={client} bus={createStorefrontBus()}>
        <LoginForm redirectTo="/customer/order" socialLogin={<span>Google</span>} />
      </StorefrontProvider>,
    );
    expect(html).toContain('Já sou cliente</h2>');
    expect(html).toMatch(/<form[^>]*aria-busy="true"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*readOnly=""/);
    expect(html).toContain('Esqueci minha senha');
    expect(html).toContain('href="/customer/register"');
    expect(html).toContain('Ou entre com');
    expect(html).toMatch(/data-session="checking"/);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
