import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { createStoreClient } from '@vitrine/core';
import { SESSION_COOKIE } from '@vitrine/sandbox';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { cspViolationsOf, launchBrowser, openPage } from './browser';
import type { E2eStack } from './globalSetup';

/**
 * The servers of this worker's lane: files that run at the same time never share a sandbox (its reset, faults and
 * request log are the file's own). Call at the top of a file.
 */
export function e2eStack(): E2eStack {
  const stacks = inject('e2eStacks');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const stack = stacks[(Math.max(1, worker) - 1) % stacks.length];
  if (!stack) throw new Error('e2eStack: the e2e global setup started no servers.');
  return stack;
}

/**
 * Registers a file's e2e lifecycle: one Chromium for the file, a reset sandbox before each test, and the page
 * `open()` gives closed (with its context) after it. Call at the top of the file.
 * @example
 * const e2e = setUpBrowser(sandboxUrl);
 * let page: Page;
 * beforeEach(async () => { page = await e2e.open({ width: 360 }); });
 */
export function setUpBrowser(sandboxUrl: string, storefrontUrl?: string) {
  let browser: Browser | undefined;
  let current: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    await fetch(`${sandboxUrl}/__sandbox/reset`, { method: 'POST' });
  });
  afterEach(async () => {
    const page = current;
    current = undefined;
    if (!page) return;
    // Whatever the test did, the pages' Content-Security-Policy blocked nothing they load.
    const violations = [...cspViolationsOf(page)];
    await page.context().close();
    expect(violations, 'CSP violations').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /**
     * A page in a fresh context (cookies, storage) at `viewport`, 1280 × 800 by default. With the storefront's
     * address given to `setUpBrowser`, the page's sandbox session has already accepted the privacy notice (its
     * banner would cover the bottom of every page), unless `privacyAccepted: false`. `phone`: touch and no
     * hover, as on a phone (see `openPage`).
     */
    async open(
      viewport: { width?: number; height?: number; phone?: boolean; privacyAccepted?: boolean } = {},
    ): Promise<Page> {
      if (!browser)
        throw new Error('setUpBrowser: open() runs in a test or a beforeEach, after the browser started.');
      current = await openPage(browser, viewport);
      if (storefrontUrl && viewport.privacyAccepted !== false) {
        await acceptPrivacyNotice(current, sandboxUrl, storefrontUrl);
      }
      return current;
    },
  };
}

/**
 * Runs axe on the page as it is and expects nothing: each violation is listed with its rule and elements. `within`
 * limits it to those elements (a widget in a new state, on a page whose whole is checked by another test): axe on a
 * whole home page takes 10-20 s on a loaded 2-core machine.
 */
export async function expectNoAxeViolations(page: Page, within: readonly string[] = []): Promise<void> {
  const builder = new AxeBuilder({ page });
  for (const selector of within) builder.include(selector);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/**
 * Gives the page a sandbox session of its own (the cookie the storefront would set on the first visit) and
 * records that it accepted the privacy notice, as 'Entendi' does.
 */
export async function acceptPrivacyNotice(page: Page, sandboxUrl: string, storefrontUrl: string) {
  const session = `e2e-${randomUUID()}`;
  await page.context().addCookies([{ name: SESSION_COOKIE, value: session, url: storefrontUrl }]);
  const client = createStoreClient({
    baseUrl: sandboxUrl,
    headers: { cookie: `${SESSION_COOKIE}=${session}` },
  });
  await client.privacy.create();
}

/** The sandbox's own view of this browser's cart: the page's session cookie, straight to the store. */
export async function sandboxCartOf(page: Page, sandboxUrl: string) {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  return createStoreClient({ baseUrl: sandboxUrl, headers: { cookie } }).cart.get();
}
