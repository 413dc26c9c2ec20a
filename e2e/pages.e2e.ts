import { routes } from '@vitrine/core';
import { SESSION_COOKIE, sandboxFixtures } from '@vitrine/sandbox';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { e2eStack, expectNoAxeViolations, setUpBrowser } from './harness';

const { storefrontUrl, sandboxUrl } = e2eStack();

const e2e = setUpBrowser(sandboxUrl, storefrontUrl);
let page: Page;

const expectNoViolations = (...within: string[]) => expectNoAxeViolations(page, within);

// The home page as a whole is checked with every chrome widget on it by widgets.e2e.ts; the tests below check the
// widget they drove into a new state (and any dialog or menu it opened).
const searchBox = '[role=search]';
const newsletter = '.vt-newsletter-form';

const fitsTheViewport = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each([
  { device: 'desktop', width: 1280 },
  { device: 'mobile', width: 360 },
])('the storefront pages and forms on $device ($width px)', ({ width }) => {
  beforeEach(async () => {
    page = await e2e.open({ width, height: 800 });
  });

  it("a product's page and an unknown address: their headings, no axe violations, nothing wider than the screen", async () => {
    await page.goto(`${storefrontUrl}${routes.product(sandboxFixtures.simple.urlFriendly)}`);
    await page.getByRole('heading', { level: 1, name: sandboxFixtures.simple.name }).waitFor();
    await expectNoViolations();
    expect(await fitsTheViewport()).toBe(true);

    await page.goto(`${storefrontUrl}/pagina-que-nao-existe/x/y`);
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    await expectNoViolations();
    expect(await fitsTheViewport()).toBe(true);
  });

  it('newsletter: a bad e-mail says "E-mail Inválido" beside the field; a good one reaches the sandbox', async () => {
    await page.goto(storefrontUrl);
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Nome').fill('Ana Souza');
    const email = form.getByLabel('E-mail');
    await email.fill('ana@');
    await email.blur();
    await expect.poll(() => form.textContent()).toContain('E-mail Inválido');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expectNoViolations(newsletter);

    await email.fill('ana.souza@example.com');
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await expect.poll(() => form.textContent()).toContain('E-mail cadastrado com sucesso!');
    const submissions = (await (await fetch(`${sandboxUrl}/__sandbox/submissions`)).json()) as {
      kind: string;
      payload: { email?: string };
    }[];
    expect(submissions.filter((s) => s.kind === 'newsletter').map((s) => s.payload.email)).toEqual([
      'ana.souza@example.com',
    ]);
    await expectNoViolations(newsletter);
  });

  it("signed in: the header greets 'Olá, Maria' and its menu works from the keyboard, with no axe violations", async () => {
    // The page arrives with the sandbox's session cookie (the dev server's sandboxSessionPlugin), so its first
    // calls and the login below share one session, as under a real platform.
    await page.goto(storefrontUrl);
    expect((await page.context().cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(true);
    const login = await page.evaluate(async () => {
      const reply = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'maria@example.com', password: 'vitrine123', tokenRecaptcha: '' }),
      });
      return reply.status;
    });
    expect(login).toBe(200);
    await page.reload();

    const greeting = page.getByRole('button', { name: 'Olá, Maria' });
    await greeting.waitFor();
    await greeting.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Minha Conta',
      'Meus Pedidos',
      'Sair',
    ]);
    await expectNoViolations('header', '[role=menu]');
    await page.screenshot({ path: `e2e/artifacts/user-menu-${width}.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await greeting.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('categories from the keyboard: Enter opens a panel (the drawer on a phone), focus goes in, Escape closes it back on its trigger', async () => {
    await page.goto(storefrontUrl);
    if (width < 768) {
      // A phone's header has the category drawer instead of the horizontal menu.
      const opener = page.getByRole('button', { name: 'Abrir menu de categorias' });
      await opener.waitFor();
      expect(await page.getByRole('navigation', { name: 'Categorias' }).isVisible()).toBe(false);
      await opener.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Todas as categorias' });
      await drawer.waitFor();
      await expect
        .poll(() => drawer.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      await expect.poll(() => drawer.getByRole('link').count()).toBeGreaterThan(0);
      await expectNoViolations('[role=dialog]');
      await page.screenshot({ path: `e2e/artifacts/category-drawer-${width}.png` });
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);
      expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
      return;
    }
    const menu = page.getByRole('navigation', { name: 'Categorias' });
    const trigger = menu.getByRole('button').first();
    await trigger.waitFor();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    await expectNoViolations('header');
    await page.screenshot({ path: `e2e/artifacts/category-menu-${width}.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("an empty cart: the preview says 'Seu Carrinho esta vazio.', with no axe violations, and Escape closes it", async () => {
    await page.goto(storefrontUrl);
    const count = page.getByRole('button', { name: '0 itens no carrinho' });
    await count.waitFor();
    await count.click();
    const sheet = page.getByRole('dialog', { name: 'Meu Carrinho' });
    await sheet.waitFor();
    await expect.poll(() => sheet.textContent()).toContain('Seu Carrinho esta vazio.');
    await expectNoViolations('[role=dialog]');
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
  });

  it('search box: no match, a term too short and a blacklisted term each say so, with no axe violations', async () => {
    await page.goto(storefrontUrl);
    const box = page.getByRole('combobox', { name: 'Buscar produtos' });
    const search = page.getByRole('search');

    await box.fill('zzzzqqq');
    await expect.poll(() => search.textContent()).toContain('Nenhum resultado encontrado para "zzzzqqq"');
    await page.screenshot({ path: `e2e/artifacts/search-no-match-${width}.png` });
    await expectNoViolations(searchBox);

    await box.fill('ab');
    await box.press('Enter');
    await expect.poll(() => search.getByRole('alert').count()).toBe(1);
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    await expectNoViolations(searchBox);

    await box.fill('<script>alert(1)</script>');
    await expect.poll(() => search.textContent()).toContain('Produtos mais vendidos');
    await page.screenshot({ path: `e2e/artifacts/search-most-sold-${width}.png` });
    await expectNoViolations(searchBox);
    expect(page.url()).toBe(`${storefrontUrl}/`);
  });

  it("cart errors: an unknown CEP and a refused quantity each show the store's text where it belongs, with no axe violations", async () => {
    await page.goto(storefrontUrl);
    await page
      .getByRole('button', { name: /^Adicionar ao Carrinho: / })
      .first()
      .click();
    const count = page.getByRole('button', { name: /no carrinho$/ });
    await expect.poll(() => count.getAttribute('aria-label')).toMatch(/^1 item/);
    await count.click();
    const sheet = page.getByRole('dialog', { name: 'Meu Carrinho' });
    await sheet.waitFor();

    await sheet.getByLabel('CEP').pressSequentially('11111111');
    await expect.poll(() => sheet.textContent()).toContain('CEP não encontrado.');
    await expectNoViolations('[role=dialog]');

    await fetch(`${sandboxUrl}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({
        operation: 'cart.changeQuantity',
        status: 422,
        message: 'Quantidade indisponível no momento.',
        times: 1,
      }),
    });
    await sheet.getByRole('button', { name: 'Aumentar quantidade' }).first().click();
    await expect.poll(() => sheet.textContent()).toContain('Quantidade indisponível no momento.');
    expect(await sheet.getByRole('spinbutton').first().inputValue()).toBe('1');
    await expectNoViolations('[role=dialog]');
    await page.screenshot({ path: `e2e/artifacts/cart-errors-${width}.png` });
  });
});
