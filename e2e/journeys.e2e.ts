// The shopper journeys of the listing and product-detail widgets, in Chromium against the production storefront
// and the sandbox store: what a shopper sees at each step, and what reached the store.
import { routes } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { e2eStack, expectNoAxeViolations, sandboxCartOf, setUpBrowser } from './harness';

const { storefrontUrl, sandboxUrl } = e2eStack();

const e2e = setUpBrowser(sandboxUrl, storefrontUrl);
let page: Page;
beforeEach(async () => {
  page = await e2e.open({ width: 1280, height: 900 });
});

const serverCart = () => sandboxCartOf(page, sandboxUrl);

/** Opens a product's page and waits until it can be used (hydrated). */
async function openProduct(urlFriendly: string) {
  await page.goto(`${storefrontUrl}${routes.product(urlFriendly)}`);
  await page.waitForSelector('html[data-hydrated]');
}

/** The product page's buy area (the shelves below hold cards with radios of their own). */
const buyBox = () => page.locator('.vt-product-detail--buy-box');

/** What the page's alert region says (success, info or error banners). */
const alerts = () => page.locator('.vt-alert-region').textContent();

describe('listing and product journeys', () => {
  it('category → filter → sort → page 2 → product', async () => {
    await page.goto(`${storefrontUrl}/moda-feminina/c`);
    await page.waitForSelector('html[data-hydrated]');
    const products = page.getByRole('list', { name: 'Produtos' }).getByRole('listitem');
    expect(await products.count()).toBe(12);

    await page.getByRole('checkbox', { name: 'Moda Feminina' }).check();
    await page.getByRole('button', { name: 'Remover filtro: Moda Feminina' }).waitFor();

    await page.getByLabel('Ordenar por').selectOption({ label: 'Menor preço' });
    await expect.poll(() => page.url()).toContain('order=price-asc');
    const paging = page.getByRole('navigation', { name: 'Paginação' });
    await paging.getByRole('link', { name: 'Página 2' }).click();
    await expect.poll(() => paging.locator('[aria-current="page"]').textContent()).toContain('2');
    await expect.poll(() => products.count()).toBe(5);
    await expectNoAxeViolations(page);

    const first = products.first().getByRole('link').first();
    const name = (await first.getAttribute('aria-label')) ?? (await first.textContent()) ?? '';
    await Promise.all([page.waitForURL(/\/produto\//), first.click()]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name.trim());
  });

  it('product → colour and size → price and stock follow → add → the cart count and preview follow', async () => {
    const shirt = sandboxFixtures.productWithVariations;
    await openProduct(shirt.urlFriendly);
    await buyBox()
      .getByRole('radio', { name: /^Preto/ })
      .click();
    await buyBox().getByRole('radio', { name: /^M\b/ }).click();
    await expect.poll(() => page.locator('.vt-product-detail__sku-code').textContent()).toMatch(/^Código: /);
    await buyBox().getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
    const count = page.getByRole('button', { name: /no carrinho$/ });
    await expect.poll(() => count.getAttribute('aria-label')).toMatch(/^1 item/);
    const cart = await serverCart();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.idProduct).toBe(shirt.idProduct);

    await count.click();
    const sheet = page.getByRole('dialog', { name: 'Meu Carrinho' });
    await expect.poll(() => sheet.textContent()).toContain(shirt.name);
    await expectNoAxeViolations(page);
  });

  it("an out-of-stock SKU → 'Avise-me quando chegar' → the form → success; the same e-mail again is a duplicate", async () => {
    const shirt = sandboxFixtures.productWithVariations;
    await openProduct(shirt.urlFriendly);
    await buyBox()
      .getByRole('radio', { name: /^Preto/ })
      .click();
    await buyBox().getByRole('radio', { name: /^P\b/ }).click();
    const notify = buyBox().getByRole('button', { name: 'Avise-me quando chegar' });
    for (const attempt of ['first', 'duplicate'] as const) {
      await notify.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nome').fill('Maria Souza');
      await dialog.getByLabel('E-mail').fill('maria.souza@example.com');
      await dialog.getByLabel('Telefone').fill('11987654321');
      if (attempt === 'first') await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Avise-me' }).click();
      await expect
        .poll(alerts)
        .toContain(
          attempt === 'first'
            ? 'Você será avisado quando este produto estiver disponível.'
            : 'Este e-mail já está cadastrado para notificação deste produto.',
        );
      await expect.poll(() => dialog.count()).toBe(0);
    }
  });

  it('a type-3 product → the quote form → success', async () => {
    await openProduct(sandboxFixtures.priceOnRequest.urlFriendly);
    await page.getByRole('button', { name: 'Solicitar Orçamento' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('João Lima');
    await dialog.getByLabel('E-mail').fill('joao.lima@example.com');
    await dialog.getByLabel('Telefone').fill('11987654321');
    await dialog.getByLabel('Mensagem').fill('Preciso de 3 unidades com nota fiscal.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Solicitar Orcamento' }).click();
    await expect.poll(alerts).toContain('A solicitacao de orcamento foi enviada com sucesso.');
  });

  it('buy together with two products → both lines in the cart', async () => {
    await openProduct(sandboxFixtures.buyTogether.urlFriendly);
    const block = page.getByRole('region', { name: 'Compre Junto' });
    await block.waitFor();
    // The first offered product: its variations first (a product joins the bundle once they are chosen).
    const offered = block.getByRole('listitem').nth(1);
    for (let index = 0; index < (await offered.getByRole('combobox').count()); index++) {
      const select = offered.getByRole('combobox').nth(index);
      const choice = (await select.locator('option:not([disabled])').allTextContents())[0];
      if (choice) await select.selectOption({ label: choice });
    }
    const toggle = offered.getByRole('button', { name: /^Adicionar/ });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(page);
    await block.getByRole('button', { name: 'Comprar Junto' }).click();
    await expect.poll(async () => (await serverCart()).items.length).toBe(2);
  });

  it('a rating submitted → success', async () => {
    await openProduct(sandboxFixtures.simple.urlFriendly);
    await page.getByRole('button', { name: 'Avaliar produto' }).click();
    const form = page.getByRole('form', { name: 'Sua avaliação' });
    // The stars are labels of visually hidden radios: the shopper clicks the fifth star.
    await form.locator('.vt-product-ratings__rate-star').nth(4).click();
    expect(await form.getByRole('radio', { name: '5 estrelas' }).isChecked()).toBe(true);
    await form.getByLabel('Nome').fill('Ana Paula');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('ana.paula@example.com');
    await form.getByLabel('Cidade').fill('Recife');
    await form.getByLabel('Estado').selectOption('PE');
    await form.getByLabel('Título').fill('Ótima panela');
    await form.getByLabel('Opinião').fill('Cozinha rápido e é fácil de limpar.');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: /Enviar/ }).click();
    await expect.poll(alerts).toContain('Avaliação registrada com sucesso.');
  });
});
