import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium; browsers cannot be downloaded here, so Playwright never installs its own. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags Chromium needs on a headless, offline machine running as root. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Throws a one-line, actionable error when Chromium is missing: e2e never skips silently. */
export function assertChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install it with \`apt-get install -y chromium\` (or set CHROME_PATH).`,
    );
  }
}

/** Launches Chromium with a fresh, throw-away profile (Playwright creates one per launch). */
export async function launchBrowser(): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

/** The Content-Security-Policy violations each page met, in every document it loaded (see `cspViolationsOf`). */
const violationsByPage = new WeakMap<Page, string[]>();

/**
 * Every CSP violation the page's documents reported (`securitypolicyviolation`: the directive, what it blocked,
 * enforced or report-only, and the file it came from). The e2e harness expects none after each test.
 */
export function cspViolationsOf(page: Page): readonly string[] {
  return violationsByPage.get(page) ?? [];
}

/**
 * A page in its own fresh context (cookies, storage), as axe requires; close its context when done. `phone`
 * emulates a phone's input: touch and no hover (`(hover: none)` matches), as Chromium's device emulation does.
 */
export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; phone?: boolean } = {},
) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    ...(options.phone ? { isMobile: true, hasTouch: true } : {}),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  // Actions wait for what the page is waiting for (an island's code, the session check) up to a minute: on the
  // loaded 2-core machine a read-only login field took over 30 s to open once.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  // Each document reports what its Content-Security-Policy blocked (or would block, report-only) to the test.
  const violations: string[] = [];
  violationsByPage.set(page, violations);
  await page.exposeBinding('__vitrineCspViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __vitrineCspViolation?: (text: string) => void })
        .__vitrineCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.disposition}) from ${event.sourceFile || 'the document'}`,
      );
    });
  });
  // A server-rendered page shows its buttons before React hydrates them. Every navigation of the storefront waits
  // for its `<html data-hydrated>` mark, then wakes every island of the page (each widget's code arrives on touch,
  // visibility or idle time) and waits until all are live: these tests are about the widgets' behaviour; how a
  // press before the code arrives is kept is `beforeHydration.e2e.ts`'s. Other pages (the vanilla cart) have no
  // React Router context and go on at once.
  const goto = page.goto.bind(page);
  page.goto = (async (url: string, gotoOptions?: Parameters<Page['goto']>[1]) => {
    const response = await goto(url, gotoOptions);
    await page.waitForFunction(
      () => !('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated'),
      undefined,
      { timeout: 30_000 },
    );
    await page.evaluate(() => (window as { __vtIslands?: { openAll(): void } }).__vtIslands?.openAll());
    await page.waitForFunction(
      () => document.querySelector('vt-island:not([data-live])') === null,
      undefined,
      {
        timeout: 60_000,
      },
    );
    return response;
  }) as Page['goto'];
  return page;
}
