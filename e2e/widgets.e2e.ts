import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { e2eStack, expectNoAxeViolations, sandboxCartOf, setUpBrowser } from './harness';

const { storefrontUrl, sandboxUrl } = e2eStack();

const e2e = setUpBrowser(sandboxUrl, storefrontUrl);
let page: Page;

const serverCart = () => sandboxCartOf(page, sandboxUrl);
// Called with selectors, axe checks only those (a widget in a new state; the whole home page is checked below).
const expectNoViolations = (...within: string[]) => expectNoAxeViolations(page, within);

describe.each([
  { device: 'desktop', width: 1280 },
  { device: 'mobile', width: 360 },
])('the storefront chrome on $device ($width px)', ({ width }) => {
  beforeEach(async () => {
    page = await e2e.open({ width, height: 800 });
  });

  it('search: typing "camiseta" suggests products, "Visualizar todos os produtos" opens the results page', async () => {
    await page.goto(storefrontUrl);
    const box = page.getByRole('combobox', { name: 'Buscar produtos' });
    await box.click();
    await box.pressSequentially('camiseta', { delay: 30 });
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    const options = listbox.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    expect(await options.count()).toBeLessThanOrEqual(6);
    const viewAll = listbox.getByRole('option', { name: 'Visualizar todos os produtos' });
    await expect.poll(() => viewAll.count()).toBe(1);
    await expectNoViolations('[role=search]');

    // Keyboard: the last option is "view all"; ArrowUp from the input wraps to it.
    await box.press('ArrowUp');
    await expect.poll(() => viewAll.getAttribute('aria-selected')).toBe('true');
    await Promise.all([page.waitForURL(/\/busca\?n=camiseta/), box.press('Enter')]);
    const results = page.getByRole('list', { name: 'Produtos' }).getByRole('listitem');
    await expect.poll(() => results.count()).toBeGreaterThan(3);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('camiseta');
    const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(await trail.getByRole('link', { name: 'Home' }).count()).toBe(1);
    await expectNoViolations();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('cart: add, open the preview, change the quantity, price freight by CEP, then "Finalizar Compra"', async () => {
    await page.goto(storefrontUrl);
    const add = page.getByRole('button', { name: /^Adicionar ao Carrinho: / }).first();
    await add.click();
    const count = page.getByRole('button', { name: /no carrinho$/ });
    await expect
      .poll(() => count.getAttribute('aria-label').catch(() => count.textContent()))
      .toMatch(/^1 item/);
    await expect.poll(async () => (await serverCart()).items.map((line) => line.quantity)).toEqual([1]);

    await count.click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Aumentar quantidade' }).first().click();
    await expect.poll(async () => (await serverCart()).items.map((line) => line.quantity)).toEqual([2]);

    await sheet.getByLabel('CEP').pressSequentially('01310100');
    const freight = sheet.getByRole('radio');
    await expect.poll(() => freight.count()).toBeGreaterThan(0);
    await freight.nth(1).check();
    await expect.poll(() => sheet.textContent()).toContain('Frete');
    await expectNoViolations('[role=dialog]');
    await page.screenshot({ path: `e2e/artifacts/cart-preview-${width}.png` });

    await Promise.all([
      page.waitForURL(/\/checkout\/identification$/),
      sheet.getByRole('button', { name: 'Finalizar Compra' }).click(),
    ]);
  });

  it('cart: a product sold out after the add blocks "Finalizar Compra" with the modal over the sheet, which deletes it', async () => {
    await page.goto(storefrontUrl);
    await page
      .getByRole('button', { name: /^Adicionar ao Carrinho: / })
      .first()
      .click();
    await expect.poll(async () => (await serverCart()).items.length).toBe(1);
    const [line] = (await serverCart()).items;
    await fetch(`${sandboxUrl}/__sandbox/exhausted`, {
      method: 'POST',
      body: JSON.stringify({ idProduct: line?.idProduct, exhausted: true }),
    });

    await page.getByRole('button', { name: /no carrinho$/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Meu Carrinho' });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Finalizar Compra' }).click();
    const modal = page.getByRole('alertdialog', { name: 'Ops... existe 1 produto esgotado no seu carrinho' });
    await modal.waitFor();
    // The modal is the topmost element at its centre: stacked over the sheet, not under it.
    const onTop = await modal.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Voltar ao carrinho');
    await expectNoViolations('[role=dialog]', '[role=alertdialog]');
    await page.screenshot({ path: `e2e/artifacts/cart-exhausted-${width}.png` });

    await modal.getByRole('button', { name: 'Excluir Produto(s)' }).click();
    await expect.poll(async () => (await serverCart()).items.length).toBe(0);
    await expect.poll(() => modal.count()).toBe(0);
    expect(page.url()).toBe(`${storefrontUrl}/`);
  });

  it('cart from the keyboard: Enter buys, Enter opens the preview, Space changes the quantity, Escape closes it back on its trigger', async () => {
    await page.goto(storefrontUrl);
    const buy = page.getByRole('button', { name: /^Adicionar ao Carrinho: / }).first();
    await buy.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await serverCart()).items.map((line) => line.quantity)).toEqual([1]);

    const count = page.getByRole('button', { name: /no carrinho$/ });
    await expect.poll(() => count.getAttribute('aria-label')).toMatch(/^1 item/);
    await count.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Meu Carrinho' });
    await sheet.waitFor();
    await expect.poll(() => sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    const increase = sheet.getByRole('button', { name: 'Aumentar quantidade' }).first();
    for (
      let step = 0;
      step < 20 && !(await increase.evaluate((element) => element === document.activeElement));
      step++
    )
      await page.keyboard.press('Tab');
    expect(await increase.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await serverCart()).items.map((line) => line.quantity)).toEqual([2]);

    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
    expect(await count.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('home has no accessibility violations with every chrome widget on it', async () => {
    await page.goto(storefrontUrl);
    await page.getByRole('heading', { name: 'Destaques' }).waitFor();
    await page
      .getByRole('button', { name: /^Adicionar ao Carrinho: / })
      .first()
      .waitFor();
    await expectNoViolations();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `e2e/artifacts/home-${width}.png`, fullPage: true });
  });
});
