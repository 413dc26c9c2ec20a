import { formatPrice } from '@vitrine/core';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { e2eStack, expectNoAxeViolations, sandboxCartOf, setUpBrowser } from './harness';

const { cartVanillaUrl, sandboxUrl } = e2eStack();

const e2e = setUpBrowser(sandboxUrl);
let page: Page;
beforeEach(async () => {
  page = await e2e.open();
});

const serverCart = () => sandboxCartOf(page, sandboxUrl);

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

    await expectNoAxeViolations(page);
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
