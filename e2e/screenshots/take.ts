// `pnpm screenshots`: pictures of the reference storefront as a shopper sees it, taken from the production build
// (`pnpm build` first) against a fresh sandbox, at 360 px (a phone) and 1280 px (a laptop), into
// docs/screenshots/ (the README shows them beside the Lighthouse table). One JPEG of the viewport per page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createStoreClient, routes } from '@vitrine/core';
import { SESSION_COOKIE, sandboxFixtures } from '@vitrine/sandbox';
import type { Browser, Page } from 'playwright-core';
import { screenshotFile, screenshotPages, screenshotWidths } from '../../scripts/screenshots/shots';
import { startWebStack, type WebStack } from '../../scripts/web/stack';
import { launchBrowser, openPage } from '../browser';
import { installBlankImages, loadEveryImage } from './loadEveryImage';

const outDir = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** A page of its own session (the store's cookie) that already accepted the privacy notice. */
async function freshPage(browser: Browser, stack: WebStack, width: number): Promise<Page> {
  const page = await openPage(browser, { width, height: width < 768 ? 740 : 800 });
  await installBlankImages(page);
  const session = `shot-${width}-${Date.now()}`;
  await page.context().addCookies([{ name: SESSION_COOKIE, value: session, url: stack.storefrontUrl }]);
  await createStoreClient({
    baseUrl: stack.sandboxUrl,
    headers: { cookie: `${SESSION_COOKIE}=${session}` },
  }).privacy.create();
  return page;
}

/** Opens `path` and waits for the page to be usable and its pictures drawn. */
async function visit(page: Page, stack: WebStack, path: string) {
  await page.goto(`${stack.storefrontUrl}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  await loadEveryImage(page);
}

const shirt = sandboxFixtures.productWithVariations;

/** How each picture is set up, by name; each ends with the page as it should be captured. */
const setUps: Record<(typeof screenshotPages)[number], (page: Page, stack: WebStack) => Promise<void>> = {
  home: (page, stack) => visit(page, stack, '/'),
  listing: (page, stack) => visit(page, stack, '/moda-feminina/c'),
  product: (page, stack) => visit(page, stack, routes.product(shirt.urlFriendly)),
  cart: async (page, stack) => {
    await visit(page, stack, routes.product(shirt.urlFriendly));
    const buy = page.locator('.vt-product-detail--buy-box');
    await buy.getByRole('radio', { name: /^Preto/ }).click();
    await buy.getByRole('radio', { name: /^M\b/ }).click();
    await buy.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
    const count = page.getByRole('button', { name: /no carrinho$/ });
    await page.waitForFunction(() =>
      /^1 item/.test(document.querySelector('[aria-label$="no carrinho"]')?.getAttribute('aria-label') ?? ''),
    );
    await count.click();
    const sheet = page.getByRole('dialog', { name: 'Meu Carrinho' });
    await sheet.getByText(shirt.name).first().waitFor();
    await loadEveryImage(page);
    // The sheet slides in: captured once it stands still.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
  },
  customer: async (page, stack) => {
    await visit(page, stack, routes.customerLogin);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Entrar', exact: true }) });
    await form.getByLabel('E-mail, CPF ou CNPJ').fill(sandboxFixtures.customer.email);
    await form.getByLabel('Senha', { exact: true }).fill(sandboxFixtures.customer.password);
    await Promise.all([
      page.waitForURL((url) => url.pathname === routes.customer),
      form.getByRole('button', { name: 'Entrar', exact: true }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor();
    await page.waitForSelector('html[data-hydrated]');
    await loadEveryImage(page);
  },
};

const stack = await startWebStack({ sandboxSession: true });
const browser = await launchBrowser();
try {
  mkdirSync(outDir, { recursive: true });
  for (const width of screenshotWidths) {
    for (const name of screenshotPages) {
      await fetch(`${stack.sandboxUrl}/__sandbox/reset`, { method: 'POST' });
      const page = await freshPage(browser, stack, width);
      try {
        await setUps[name](page, stack);
        await page.evaluate(() => document.fonts.ready);
        const file = screenshotFile(name, width);
        writeFileSync(`${outDir}${file}`, await page.screenshot({ type: 'jpeg', quality: 70 }));
        process.stdout.write(`docs/screenshots/${file}\n`);
      } finally {
        await page.context().close();
      }
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
