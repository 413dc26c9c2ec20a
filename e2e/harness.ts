import AxeBuilder from '@axe-core/playwright';
import { createStoreClient } from '@vitrine/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { launchBrowser, openPage } from './browser';

/**
 * Registers a file's e2e lifecycle: one Chromium for the file, a reset sandbox before each test, and the page
 * `open()` gives closed (with its context) after it. Call at the top of the file.
 * @example
 * const e2e = setUpBrowser(sandboxUrl);
 * let page: Page;
 * beforeEach(async () => { page = await e2e.open({ width: 360 }); });
 */
export function setUpBrowser(sandboxUrl: string) {
  let browser: Browser | undefined;
  let current: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    await fetch(`${sandboxUrl}/__sandbox/reset`, { method: 'POST' });
  });
  afterEach(async () => {
    await current?.context().close();
    current = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** A page in a fresh context (cookies, storage) at `viewport`, 1280 × 800 by default. */
    async open(viewport: { width?: number; height?: number } = {}): Promise<Page> {
      if (!browser)
        throw new Error('setUpBrowser: open() runs in a test or a beforeEach, after the browser started.');
      current = await openPage(browser, viewport);
      return current;
    },
  };
}

/** Runs axe on the page as it is and expects nothing: each violation is listed with its rule and elements. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** The sandbox's own view of this browser's cart: the page's session cookie, straight to the store. */
export async function sandboxCartOf(page: Page, sandboxUrl: string) {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  return createStoreClient({ baseUrl: sandboxUrl, headers: { cookie } }).cart.get();
}
