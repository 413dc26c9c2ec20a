// @vitest-environment node
import {
  companySchema,
  createStoreClient,
  createStorefrontBus,
  institutionalPageSchema,
  storeKeys,
} from '@vitrine/core';
import { installServerHtmlSanitizer } from '@vitrine/core/server';
import { StorefrontProvider } from '@vitrine/hooks';
import { createSandboxStore } from '@vitrine/sandbox';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadSanitizedHtml } from '../foundation/SanitizedHtml/SanitizedHtml';
import { InstitutionalLinks } from './InstitutionalLinks';
import { InstitutionalPage } from './InstitutionalPage';
import { PrivacyPolicy } from './PrivacyPolicy';

const store = createSandboxStore();
const pages = store.data.customPages.map((page) => institutionalPageSchema.parse(page));
const company = companySchema.parse(store.call('content.company').body);

/** Renders on the server with the loader's data: no window, no document, a client that never answers. */
function serverRender(ui: ReactNode, withData = true): string {
  const client = createStoreClient({
    baseUrl: 'http://sandbox.test',
    fetch: () => new Promise<Response>(() => {}),
  });
  return renderToString(
    <StorefrontProvider
      client={client}
      bus={createStorefrontBus()}
      fallback={
        withData
          ? [
              [storeKeys.institutionalPages(), pages],
              [storeKeys.company(), company],
            ]
          : []
      }
    >
      {ui}
    </StorefrontProvider>,
  );
}

// What a server entry does once: a DOM for the sanitizer, and its chunk loaded before rendering.
beforeAll(async () => {
  installServerHtmlSanitizer();
  await preloadSanitizedHtml();
}, 30_000);

describe('institutional pages on the server', () => {
  it('renders the page with its heading and sanitized HTML, and its head tags', () => {
    expect(typeof window).toBe('undefined');
    const consoleError = vi.spyOn(console, 'error');
    const html = serverRender(<InstitutionalPage idCustomPage="1" idCustomPageContent="2" head />);
    expect(html).toMatch(/<h1 [^>]*class="vt-institutional-page__title"[^>]*>Trocas e Devoluções<\/h1>/);
    expect(html).toContain('<h2>Trocas e Devoluções</h2><p>Você tem até 30 dias');
    expect(html).toContain('<title>Trocas e Devoluções | Loja Vitrine</title>');
    expect(html).toContain('<meta name="description" content="Política de trocas e devoluções."/>');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders the loading place when the loader gave no data', () => {
    const html = serverRender(<InstitutionalPage idCustomPage={1} idCustomPageContent={1} />, false);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('data-state="loading"');
  });

  it('renders the footer links and the privacy policy', () => {
    const links = serverRender(<InstitutionalLinks />);
    expect(links).toContain('aria-label="Links institucionais"');
    expect(links).toContain('href="/institucional/1/3"');
    const policy = serverRender(<PrivacyPolicy />);
    expect(policy).toContain('Política de Privacidade</h1>');
    expect(policy).toContain('A Loja Vitrine respeita a sua privacidade');
  });
});
