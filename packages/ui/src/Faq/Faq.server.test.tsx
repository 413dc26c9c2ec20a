// @vitest-environment node
import { createStoreClient, createStorefrontBus, faqSchema, storeKeys } from '@vitrine/core';
import { installServerHtmlSanitizer } from '@vitrine/core/server';
import { StorefrontProvider } from '@vitrine/hooks';
import { createSandboxStore } from '@vitrine/sandbox';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadSanitizedHtml } from '../foundation/SanitizedHtml/SanitizedHtml';
import { Faq } from './Faq';
import { FaqLink } from './FaqLink';

const faqs = createSandboxStore().data.faqs.map((faq) => faqSchema.parse(faq));

/** Renders on the server: no window, no document, a client that never answers. */
function serverRender(ui: ReactNode, withData = true): string {
  const client = createStoreClient({
    baseUrl: 'http://sandbox.test',
    fetch: () => new Promise<Response>(() => {}),
  });
  return renderToString(
    <StorefrontProvider
      client={client}
      bus={createStorefrontBus()}
      fallback={withData ? [[storeKeys.faq(), faqs]] : []}
    >
      {ui}
    </StorefrontProvider>,
  );
}

beforeAll(async () => {
  installServerHtmlSanitizer();
  await preloadSanitizedHtml();
}, 30_000);

describe('Faq on the server', () => {
  it('renders the heading, every question as a closed button, and an answer opened by default', () => {
    expect(typeof window).toBe('undefined');
    const consoleError = vi.spyOn(console, 'error');
    const html = serverRender(<Faq defaultValue={['1']} />);
    expect(html).toMatch(/<h1[^>]*>Perguntas frequentes<\/h1>/);
    expect(html).toMatch(/aria-expanded="false"[^>]*>[\s\S]*Qual o prazo de entrega\?/);
    expect(html).toMatch(
      /<div data-vt-html="" class="vt-faq__answer-body">Acesse Minha Conta (>|&gt;) Meus Pedidos/,
    );
    expect(html).not.toContain('O prazo aparece no carrinho');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders skeletons without data, and the link only with questions', () => {
    expect(serverRender(<Faq />, false)).toContain('aria-busy="true"');
    expect(serverRender(<FaqLink />)).toBe(
      '<a href="/perguntas-frequentes" class="vt-faq-link">Perguntas frequentes</a>',
    );
    expect(serverRender(<FaqLink />, false)).toBe('');
  });
});
