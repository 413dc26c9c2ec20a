// @vitest-environment node
import { createStoreClient, createStorefrontBus } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';

describe('ContactForm on the server', () => {
  it('renders the empty form, its topic list loading, without a browser global', () => {
    expect(typeof window).toBe('undefined');
    const consoleError = vi.spyOn(console, 'error');
    const client = createStoreClient({
      baseUrl: 'http://sandbox.test',
      fetch: () => new Promise<Response>(() => {}),
    });
    const html = renderToString(
      <StorefrontProvider client={client} bus={createStorefrontBus()}>
        <ContactForm />
      </StorefrontProvider>,
    );
    expect(html).toMatch(/<form[^>]*aria-label="Formulário de contato"[^>]*data-state="idle"/);
    for (const label of [
      'Nome',
      'E-mail',
      'Telefone',
      'Estado',
      'Cidade',
      'Descrição',
      'Assunto',
      'Mensagem',
    ])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('<option value="SP" title="São Paulo">SP</option>');
    expect(html).toMatch(/<select[^>]*aria-busy="true"[^>]*name="topic"/);
    expect(html).toContain('>ENVIAR</button>');
    expect(html).not.toContain('aria-invalid');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
