import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { createStoreClient, routes } from '@vitrine/core';
import { SESSION_COOKIE, sandboxFixtures } from '@vitrine/sandbox';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cspViolationsOf, launchBrowser, openPage } from './browser';
import { e2eStack } from './harness';
import { freePort, type ProductionStorefront, startProductionStorefront } from './productionServer';

// The production server (`server.mjs`) as an attacker and a CDN see it: its headers, what it caches, what it
// answers to malformed requests, and the Content-Security-Policy in Chromium.

const { sandboxUrl, storefrontUrl } = e2eStack();
const productPath = routes.product(sandboxFixtures.simple.urlFriendly);
const siteUrl = 'https://loja.example';

/**
 * In front of the sandbox with its session cookie on each page, as `pnpm start` runs it: the e2e stack's own
 * storefront (the production server after `pnpm build`, as `pnpm test` runs it).
 */
const sandboxSession = { url: storefrontUrl };
/** As a store runs it: its public origin configured, behind a proxy that terminates TLS. */
let configured: ProductionStorefront;
/** With the store down (its address answers nothing). */
let storeDown: ProductionStorefront;
/** A store's first days: the policy reported only, framing refused, HSTS always. */
let reportOnly: ProductionStorefront;

beforeAll(async () => {
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  [configured, storeDown, reportOnly] = await Promise.all([
    startProductionStorefront({
      VITRINE_API_URL: sandboxUrl,
      VITRINE_SITE_URL: siteUrl,
      VITRINE_TRUST_PROXY: '1',
    }),
    startProductionStorefront({ VITRINE_API_URL: nowhere, VITRINE_SITE_URL: siteUrl }),
    startProductionStorefront({
      VITRINE_API_URL: sandboxUrl,
      VITRINE_SITE_URL: siteUrl,
      VITRINE_CSP_REPORT_ONLY: '1',
      VITRINE_CSP_REPORT_URI: '/csp-report',
      VITRINE_FRAME_ANCESTORS: "'none'",
      VITRINE_HSTS: 'on',
    }),
  ]);
}, 300_000);

afterAll(async () => {
  await Promise.all([configured, storeDown, reportOnly].map((server) => server?.stop()));
});

beforeEach(async () => {
  await fetch(`${sandboxUrl}/__sandbox/reset`, { method: 'POST' });
});

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** One request exactly as given (method, request-target, `Host` and any header), as a hostile client sends it. */
function rawRequest(
  base: string,
  target: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers ?? {} },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The nonce of a policy (`'nonce-…'` in script-src). */
const nonceOf = (policy: string | null | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

/** The executable script elements of a document (JSON-LD blocks are data, not scripts), tag and content. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((match) => ({ tag: `<script${match[1]}>`, content: match[2] ?? '' }))
    .filter(({ tag }) => !tag.includes('ld+json'));

/** A script's `'sha256-…'` CSP source. */
const hashSourceOf = (content: string) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`;

const cataloguePages = [
  '/',
  routes.search('camiseta'),
  productPath,
  routes.category(sandboxFixtures.category.level1),
  routes.category(sandboxFixtures.category.level2),
  routes.category(sandboxFixtures.category.level3),
  `/${sandboxFixtures.brand.urlFriendly}/m`,
  `/${sandboxFixtures.group.urlFriendly}/g`,
  '/contato',
  '/perguntas-frequentes',
];

describe('the security headers of the production server', () => {
  it('every route answers with its CSP (a fresh nonce on every inline script), nosniff, the referrer and permissions policies', async () => {
    const pages = [
      ...cataloguePages,
      '/politica-de-privacidade',
      '/customer/login',
      '/customer/register',
      '/pagina-que-nao-existe/x/y',
      '/nao-existe/c',
    ];
    const nonces = new Set<string>();
    for (const path of pages) {
      const response = await fetch(`${configured.url}${path}`);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const policy = response.headers.get('content-security-policy');
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("base-uri 'self'");
      expect(policy, path).toContain("frame-ancestors 'self'");
      expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
      expect(policy, path).not.toContain("'unsafe-inline' 'unsafe-eval'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      // Over plain HTTP, with no proxy saying TLS: no HSTS.
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
      const nonce = nonceOf(policy) ?? '';
      expect(nonces.has(nonce), `${path}: a nonce used twice`).toBe(false);
      nonces.add(nonce);
      const scripts = scriptsOf(await response.text());
      expect(scripts.length, path).toBeGreaterThan(0);
      // Every inline script carries the nonce, but the islands' event contract: a constant of the build (the same
      // in a cached page), allowed by its hash.
      for (const { tag, content } of scripts) {
        if (tag.includes('nonce=')) expect(tag, path).toContain(`nonce="${nonce}"`);
        else expect(policy, `${path}: ${tag}${content.slice(0, 60)}`).toContain(hashSourceOf(content));
      }
      expect(scripts.filter(({ tag }) => !tag.includes('nonce=')).length, path).toBeLessThanOrEqual(1);
    }
    // The redirect of a customer page and the files carry the headers that apply to them too.
    const redirect = await fetch(`${configured.url}/customer`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await (await fetch(`${configured.url}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0] ?? '';
    const file = await fetch(`${configured.url}${asset}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toContain('immutable');
  });

  it('HSTS is sent when the trusted proxy says the request came over TLS, and only then', async () => {
    const overTls = await rawRequest(configured.url, '/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await rawRequest(configured.url, '/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A server that does not trust a proxy ignores the header a client can forge.
    const forged = await rawRequest(sandboxSession.url, '/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('in report-only mode the same policy is reported, not enforced, with its report address; framing can be refused', async () => {
    const response = await fetch(`${reportOnly.url}/`);
    expect(response.headers.get('content-security-policy')).toBeNull();
    const policy = response.headers.get('content-security-policy-report-only');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain('report-uri /csp-report');
    expect(policy).toMatch(/'nonce-[^']+'/);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the Content-Security-Policy in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the pages load and come alive with nothing blocked', async () => {
    const page = await openPage(browser);
    try {
      for (const path of [...cataloguePages, '/customer/login']) {
        await page.goto(`${configured.url}${path}`);
        await page.waitForLoadState('networkidle');
      }
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
      expect(cspViolationsOf(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a script injected into the HTML does not run, while the nonce-bearing scripts of the page do', async () => {
    const page = await openPage(browser);
    try {
      await page.route(`${configured.url}${productPath}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '</h1>',
          '</h1><script>window.__injected = true</script><img src="x" onerror="window.__injected = true">',
        );
        await route.fulfill({ response, body: html });
      });
      await page.goto(`${configured.url}${productPath}`);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
      // Both were refused by the policy, in the document itself (not by the sanitizer).
      const blocked = cspViolationsOf(page);
      const documentUrl = `${configured.url}${productPath}`;
      expect(blocked).toContain(
        `${documentUrl}: script-src-elem blocked inline (enforce) from ${documentUrl}`,
      );
      expect(
        blocked.some((text) =>
          text.startsWith(`${documentUrl}: script-src-attr blocked inline (enforce) from`),
        ),
        blocked.join('\n'),
      ).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});

describe('what a shared cache may keep', () => {
  it('a catalogue page that sets cookies (the sandbox session) is never public; the same page for a shopper with a session is', async () => {
    for (const path of cataloguePages) {
      const first = await fetch(`${sandboxSession.url}${path}`, { headers: { accept: 'text/html' } });
      expect(first.headers.getSetCookie().length, path).toBeGreaterThan(0);
      expect(first.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const session = `${SESSION_COOKIE}=e2e-cache-${Date.now()}`;
    const again = await fetch(`${sandboxSession.url}/`, {
      headers: { accept: 'text/html', cookie: session },
    });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(again.headers.get('cache-control')).toContain('s-maxage=');
  });

  it('with the store up, catalogue pages are cacheable; when a call of the page fails, they are not', async () => {
    for (const path of ['/', routes.search('camiseta'), routes.category(sandboxFixtures.category.level1)]) {
      const response = await fetch(`${configured.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toContain('public');
    }
    await fetch(`${sandboxUrl}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ faults: [{ operation: 'catalogue.showcase', status: 503 }] }),
    });
    const home = await fetch(`${configured.url}/`);
    expect(home.headers.get('cache-control')).toBe('private, no-store');
  });

  it('with the store down, no page is cacheable, and a category says the store is unavailable, with a retry', async () => {
    for (const path of ['/', routes.search('camiseta'), productPath, ...cataloguePages.slice(3)]) {
      const response = await fetch(`${storeDown.url}${path}`, { redirect: 'manual' });
      const cacheControl = response.headers.get('cache-control') ?? '';
      expect(cacheControl, path).not.toContain('public');
      expect(cacheControl, path).not.toContain('s-maxage');
    }
    const path = routes.category(sandboxFixtures.category.level2);
    const category = await fetch(`${storeDown.url}${path}`);
    expect(category.status).toBe(503);
    const html = await category.text();
    expect(html).toContain('<h1>Loja indisponível no momento</h1>');
    expect(html).not.toContain('Página não encontrada');
    expect(html).toMatch(new RegExp(`<a href="${path}"[^>]*>Tentar novamente</a>`));
  });
});

describe('hostile requests', () => {
  it('malformed requests answer 4xx, never 500, and the server goes on serving', async () => {
    const hostile: { target: string; method?: string; host?: string; expected: number }[] = [
      { target: '/', host: 'a b', expected: 400 },
      { target: '/', host: '127.0.0.1:99999', expected: 400 },
      { target: '/', host: '[::1', expected: 400 },
      { target: '*', method: 'OPTIONS', expected: 400 },
      { target: '/', method: 'TRACE', expected: 405 },
      { target: '/', method: 'POST', expected: 405 },
    ];
    for (const { target, method, host, expected } of hostile) {
      const answer = await rawRequest(sandboxSession.url, target, {
        ...(method ? { method } : {}),
        ...(host ? { headers: { Host: host } } : {}),
      });
      expect(answer.status, `${method ?? 'GET'} ${target} Host: ${host ?? '(valid)'}`).toBe(expected);
      expect((await fetch(`${sandboxSession.url}/healthz`)).status).toBe(200);
    }
    expect((await fetch(`${sandboxSession.url}/`)).status).toBe(200);
  });

  it("a signed-in customer's login page redirects to a return path beyond Latin-1, encoded, not a 500", async () => {
    const opened = await fetch(`${sandboxUrl}/`);
    const cookies = opened.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
    const cookie = cookies.join('; ');
    const xsrf = cookies.find((line) => line.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
    const store = createStoreClient({ baseUrl: sandboxUrl, headers: { cookie, 'X-XSRF-TOKEN': xsrf } });
    await store.customer.login({
      username: sandboxFixtures.customer.email,
      password: sandboxFixtures.customer.password,
      tokenRecaptcha: '',
    });
    const answer = await rawRequest(sandboxSession.url, '/customer/login?redirect=/%E3%80%82x', {
      headers: { cookie },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/%E3%80%82x');
    expect((await fetch(`${sandboxSession.url}/`)).status).toBe(200);
  });

  it('canonical, og:url, og:image and JSON-LD use the configured origin, whatever Host or X-Forwarded-Host say', async () => {
    const answer = await rawRequest(configured.url, productPath, {
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain('evil.example');
    expect(answer.body).toContain(`<link rel="canonical" href="${siteUrl}${productPath}"/>`);
    expect(answer.body).toContain(`<meta property="og:url" content="${siteUrl}${productPath}"/>`);
    expect(answer.body).toMatch(new RegExp(`<meta property="og:image" content="${siteUrl}/`));
    const ld = [...answer.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? 'null') as { offers?: { url?: string } },
    );
    expect(ld.find((block) => block.offers)?.offers?.url).toBe(`${siteUrl}${productPath}`);
  });
});
