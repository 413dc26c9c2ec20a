// @vitest-environment node
import { createStoreClient, createStorefrontBus } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './RegisterForm';

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

describe('RegisterForm on the server', () => {
  it('renders the empty person form without a browser global', () => {
    expect(typeof window).toBe('undefined');
    const consoleError = vi.spyOn(console, 'error');
    const html = serverRender(<RegisterForm />);
    expect(html).toMatch(/<form[^>]*aria-label="Cadastro"/);
    expect(html).toContain('data-person-type="person"');
    expect(html).toContain('Pessoa Física');
    expect(html).toContain('>CPF</label>');
    expect(html).toContain('Data de Nascimento');
    expect(html).toContain('>Cadastrar</button>');
    expect(html).toMatch(/role="status"/);
    expect(html).not.toContain('aria-invalid');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders a company form without the birth date', () => {
    const html = serverRender(<RegisterForm defaultPersonType="company" showTitle />);
    expect(html).toContain('>CNPJ</label>');
    expect(html).toContain('Razão Social');
    expect(html).not.toContain('Data de Nascimento');
    expect(html).toMatch(/<h2[^>]*>Cadastro<\/h2>/);
  });
});
