import AxeBuilder from '@axe-core/playwright';
import { createStoreClient, formatPrice } from '@vitrine/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

const cartVanillaUrl = inject('cartVanillaUrl');
const sandboxUrl = inject('sandboxUrl');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await fetch(`${sandboxUrl}/__sandbox/reset`, { method: 'POST' });
  page = await openPage(browser);
});
afterEach(async () => {
  await page.context().close();
});

/** The sandbox's own view of this browser's cart: the same session cookie, straight to the store. */
async function serverCart() {
  const cookies = await page.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return createStoreClient({ baseUrl: sandboxUrl, headers: { cookie } }).cart.get();
}

describe('the framework-free cart example (client + cartMachine in a plain page)', () => {
  it('adds twice on a double click, changes the quantity and prices freight by CEP, matching the server', async () => {
    await page.goto(cartVanillaUrl);
    const addButtons = page.getByRole('button', { name: /^Adicionar ao Carrinho: / });
    await addButtons.first().waitFor();
    const productName = (await addButtons.first().getAttribute('aria-label'))!.replace(
      'Adicionar ao Carrinho: ',
      '',
    );

    await addButtons.first().dblclick();
    const quantity = page.getByRole('spinbutton', { name: `Quantidade de ${productName}` });
    await expect.poll(() => quantity.inputValue()).toBe('2');
    await expect.poll(async () => (await serverCart()).items.map((line) => line.quantity)).toEqual([2]);

    await quantity.fill('3');
    await quantity.press('Tab');
    await expect.poll(async () => (await serverCart()).items.map((line) => line.quantity)).toEqual([3]);

    await page.getByLabel('CEP').pressSequentially('01310100');
    await expect.poll(() => page.getByLabel('CEP').inputValue()).toBe('01310-100');
    const options = page.getByRole('radio');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    await options.first().check();

    const cart = await serverCart();
    const lines = cart.items.reduce(
      (sum, line) =>
        sum +
        (line.pricePromotion && line.pricePromotion < line.price ? line.pricePromotion : line.price) *
          line.quantity,
      0,
    );
    await expect.poll(() => page.locator('#subtotal').textContent()).toBe(formatPrice(lines));
    await expect.poll(() => page.locator('#freight').textContent()).not.toBe('—');
    await page.screenshot({ path: 'e2e/artifacts/cart-vanilla.png', fullPage: true });

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('when a quantity change fails, the line keeps its confirmed quantity and shows the server text', async () => {
    await page.goto(cartVanillaUrl);
    await page
      .getByRole('button', { name: /^Adicionar ao Carrinho: / })
      .first()
      .click();
    const quantity = page.getByRole('spinbutton', { name: /^Quantidade de / });
    await expect.poll(() => quantity.inputValue()).toBe('1');

    await fetch(`${sandboxUrl}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        operation: 'cart.changeQuantity',
        status: 422,
        message: 'Estoque reservado por outro cliente.',
      }),
    });
    await quantity.fill('4');
    await quantity.press('Tab');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Estoque reservado' }).count()).toBe(1);
    await expect.poll(() => quantity.inputValue()).toBe('1');
    expect((await serverCart()).items.map((line) => line.quantity)).toEqual([1]);
  });
});
