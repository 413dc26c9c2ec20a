import { createStoreClient, formatPrice, routes } from '@vitrine/core';
import { SESSION_COOKIE, sandboxFixtures } from '@vitrine/sandbox';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { e2eStack, setUpBrowser } from './harness';

const { storefrontUrl, sandboxUrl } = e2eStack();
const product = sandboxFixtures.simple;
const productPath = routes.product(product.urlFriendly);

const e2e = setUpBrowser(sandboxUrl, storefrontUrl);
let page: Page;
beforeEach(async () => {
  page = await e2e.open({ width: 360, height: 740 });
});

interface LoggedCall {
  readonly operation: string;
  readonly session?: string | null;
}

const requestLog = async (): Promise<LoggedCall[]> =>
  (await fetch(`${sandboxUrl}/__sandbox/requests`)).json() as Promise<LoggedCall[]>;

/** The JSON-LD blocks of a document, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

/** A new sandbox session of its own (the cookie a shopper's browser would hold). */
async function newSession(): Promise<string> {
  const response = await fetch(`${sandboxUrl}/`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('the sandbox opened no session');
  return cookie.split(';')[0] ?? '';
}

describe('the storefront rendered on the server', () => {
  it("a product page's HTML, read without running any script, holds the name, the BRL price, the breadcrumbs and the Product JSON-LD", async () => {
    const detail = await createStoreClient({ baseUrl: sandboxUrl }).catalogue.productDetail({
      urlFriendly: product.urlFriendly,
    });
    const response = await fetch(`${storefrontUrl}${productPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=');
    const html = await response.text();

    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    const spaces = (text: string) => text.replace(/\s/g, ' ');
    const price = spaces(formatPrice(detail.pricePromotion || detail.price));
    expect(price).toMatch(/^R\$ \d/);
    expect(spaces(html).includes(price), `${price} in the page`).toBe(true);
    expect(html).toContain('aria-label="Trilha de navegação"');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Home<\/a>/);
    const ld = jsonLdOf(html);
    const productLd = ld.find((block) => block['@type'] === 'Product');
    expect(productLd).toMatchObject({
      name: product.name,
      offers: { priceCurrency: 'BRL', price: (detail.pricePromotion || detail.price).toFixed(2) },
    });
    expect(productLd?.sku).toBeTruthy();
    expect(ld.find((block) => block['@type'] === 'BreadcrumbList')).toBeTruthy();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${productPath}"`));
    expect(html).toContain('<meta property="og:title"');
  });

  it("the head links the page's one stylesheet before any script preload, so the first paint does not queue behind scripts", async () => {
    for (const path of ['/', productPath]) {
      const html = await (await fetch(`${storefrontUrl}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
      expect(sheets, path).toHaveLength(1);
      const sheet = head.indexOf('rel="stylesheet"');
      const firstPreload = head.indexOf('rel="modulepreload"');
      expect(firstPreload, `${path} preloads its scripts`).toBeGreaterThan(0);
      expect(sheet, `${path}: the stylesheet comes first`).toBeLessThan(firstPreload);
      const css = await fetch(`${storefrontUrl}${sheets[0]}`);
      expect(css.headers.get('content-type')).toContain('text/css');
      // The kit's styles and the storefront's own, in one file.
      const text = await css.text();
      expect(text).toContain('.vt-product-card');
      expect(text).toContain('.sf-header');
    }
  });

  it('hydrates every page without a console message: no hydration warning, no error', async () => {
    const messages: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      // The browser reports the not-found document's own 404 status as a failed resource: that is the point.
      if (/Failed to load resource: .*404/.test(text)) return;
      if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(text))
        messages.push(`${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    const pages = [
      '/',
      routes.search('camiseta'),
      productPath,
      routes.category(sandboxFixtures.category.level2),
      '/nao-existe/c',
      '/pagina-que-nao-existe/x/y',
    ];
    for (const path of pages) {
      await page.goto(`${storefrontUrl}${path}`);
      await page.waitForLoadState('networkidle');
      expect(messages, path).toEqual([]);
    }
  });

  it("a product page keeps the server's description while it comes alive, even when the sanitizer arrives late: nothing removed, nothing shifts", async () => {
    // Hold the sanitizer's chunk back: an update reaching the description before it arrives must not blank it.
    await page.route(/saniti[sz]/i, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen = { removed: 0, shift: 0 };
      Object.assign(window, { __seen: seen });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (
              node instanceof Element &&
              (node.matches('.sf-product__description') || node.querySelector('.sf-product__description'))
            )
              seen.removed++;
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${storefrontUrl}${productPath}`);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator('.sf-product__description').textContent()).toContain(product.name);
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: { removed: number; shift: number } }).__seen,
    );
    expect(seen.removed).toBe(0);
    expect(seen.shift).toBeLessThanOrEqual(0.02);
  });

  it('an unknown category, brand or group answers the not-found page with status 404, never cached', async () => {
    for (const path of ['/nao-existe/c', '/nao-existe/m', '/nao-existe/g', '/a/b/c/d/e']) {
      const response = await fetch(`${storefrontUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(await response.text()).toContain('Página não encontrada');
    }
    const known = await fetch(`${storefrontUrl}${routes.category(sandboxFixtures.category.level1)}`);
    expect(known.status).toBe(200);
  });

  it.each([
    ['a product page', productPath, 'catalogue.productDetail'],
    ['a category page', '/moda-feminina/roupas/c', 'catalogue.productsByCategory'],
    ['a search page', '/busca?n=camiseta', 'catalogue.searchWithFilters'],
  ])(
    '%s load makes each catalogue call once, from the server; the browser only reads the shopper',
    async (_, path, pageCall) => {
      await page.goto(`${storefrontUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const browserSession = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
      expect(browserSession).toBeTruthy();

      const calls = await requestLog();
      // The catalogue (and the ratings) is the server's; the session check of a product page is the shopper's.
      const catalogue = calls.filter(
        (call) =>
          /^(catalogue|content|ratings)\./.test(call.operation) && call.operation !== 'content.validSession',
      );
      const operations = catalogue.map((call) => call.operation);
      expect(operations).toContain(pageCall);
      expect(operations).toContain('content.company');
      expect(operations.length).toBe(new Set(operations).size);
      for (const call of catalogue) expect(call.session, call.operation).not.toBe(browserSession);
      const fromBrowser = calls
        .filter((call) => call.session === browserSession)
        .map((call) => call.operation);
      for (const operation of fromBrowser)
        expect(operation).toMatch(/^(cart\.|customer\.|preCheckout\.|privacy\.|content\.validSession$)/);
    },
  );

  it("two shoppers' concurrent requests get the same page: nothing of one shopper's cart or session reaches the other", async () => {
    const [first, second] = [await newSession(), await newSession()];
    const shopper = createStoreClient({ baseUrl: sandboxUrl, headers: { cookie: first } });
    await shopper.cart.add({ idProduct: product.idProduct, idSku: product.idSku ?? null, quantity: 1 });

    const before = (await requestLog()).length;
    const render = (cookie: string) =>
      fetch(`${storefrontUrl}${productPath}`, { headers: { cookie, accept: 'text/html' } });
    const [a, b] = await Promise.all([render(first), render(second)]);
    // Each response has its own CSP nonce (issue 28); apart from it, the two pages are the same bytes.
    const withoutNonce = (html: string) => html.replaceAll(/nonce="[^"]*"/g, 'nonce=""');
    const [htmlA, htmlB] = [withoutNonce(await a.text()), withoutNonce(await b.text())];

    expect(htmlA).toBe(htmlB);
    for (const cookie of [first, second]) expect(htmlA).not.toContain(cookie.split('=')[1]);
    expect(a.headers.get('set-cookie')).toBeNull();
    expect(b.headers.get('set-cookie')).toBeNull();
    // The server read the catalogue for both, with neither shopper's session, and never their cart.
    const during = (await requestLog()).slice(before);
    expect(during.length).toBeGreaterThan(0);
    const shopperSessions = [first, second].map((cookie) => cookie.split('=')[1]);
    for (const call of during) {
      expect(shopperSessions, call.operation).not.toContain(call.session);
      expect(call.operation).toMatch(/^(catalogue|content|ratings)\./);
    }
  });
});
