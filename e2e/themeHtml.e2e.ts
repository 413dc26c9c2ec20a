import { sandboxFixtures } from '@vitrine/sandbox';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { e2eStack, expectNoAxeViolations, sandboxCartOf, setUpBrowser } from './harness';

const { themeHtmlUrl, sandboxUrl } = e2eStack();

const e2e = setUpBrowser(sandboxUrl);
let page: Page;
beforeEach(async () => {
  page = await e2e.open();
});

const serverCart = () => sandboxCartOf(page, sandboxUrl);
/** The product the theme's product page shows (`product.html`). */
const product = sandboxFixtures.simple;

/** The header's cart button (the `<vitrine-cart-count>` widget), by its accessible name. */
const cartButton = (count: number) =>
  page.getByRole('button', { name: count === 1 ? '1 item no carrinho' : `${count} itens no carrinho` });

/** Opens the product page and waits for its buy box (a lazy widget resolving its product by `product-url`). */
async function openProductPage() {
  await page.goto(`${themeHtmlUrl}/product.html`);
  const buy = page.locator('vitrine-product-detail').getByRole('button', { name: 'Adicionar ao Carrinho' });
  await buy.waitFor();
  return buy;
}

describe('the static HTML theme made of Vitrine custom elements (examples/theme-html)', () => {
  it('renders the header, showcase and footer widgets, customised by attributes set in HTML and at runtime', async () => {
    await page.goto(themeHtmlUrl);
    // Each tag became its widget, fed by the store: the logo, the cart count, the search box, the cards.
    await page.locator('vitrine-logo a[href="/"] img[alt]').waitFor();
    await cartButton(0).waitFor();
    const search = page.getByRole('combobox', { name: 'Buscar produtos' });
    expect(await search.getAttribute('placeholder')).toBe('O que você procura?');
    const cards = page.locator('vitrine-home-showcase article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 2, name: 'Destaques da loja' }).waitFor();
    await page.locator('vitrine-store-data').getByText('CNPJ:').waitFor();

    // `button-text="Quero receber"` in the HTML replaces the newsletter's 'Cadastrar'.
    const newsletter = page.locator('vitrine-newsletter-form');
    await newsletter.getByRole('button', { name: 'Quero receber' }).waitFor();
    expect(await newsletter.getByRole('button', { name: 'Cadastrar' }).count()).toBe(0);

    // Changing an attribute from a script re-renders the widget.
    await page.evaluate(() => {
      document.querySelector('vitrine-newsletter-form')?.setAttribute('button-text', 'Assinar agora');
      document.querySelector('vitrine-search-box')?.setAttribute('placeholder', 'Busque na loja');
    });
    await newsletter.getByRole('button', { name: 'Assinar agora' }).waitFor();
    expect(await newsletter.getByRole('button', { name: 'Quero receber' }).count()).toBe(0);
    await expect.poll(() => search.getAttribute('placeholder')).toBe('Busque na loja');
  });

  it("adds from the product page's buy box: the header's count, the cart preview and the store agree", async () => {
    const buy = await openProductPage();
    await cartButton(0).waitFor();
    await buy.click();

    await cartButton(1).waitFor();
    await expect
      .poll(async () => (await serverCart()).items.map((line) => [line.idProduct, line.quantity]))
      .toEqual([[product.idProduct, 1]]);

    // The count (one element) opens the preview (another element): the sheet lists the line.
    await cartButton(1).click();
    const sheet = page.getByRole('dialog', { name: 'Meu Carrinho' });
    await sheet.waitFor();
    // As long as the page's own waits (60 s): the sheet's lines may still be loading on the loaded machine.
    await expect
      .poll(() => sheet.getByText(product.name).first().isVisible(), { timeout: 60_000 })
      .toBe(true);
  });

  it("the theme's plain script opens the quote form with a vitrine:open-quote DOM event", async () => {
    await openProductPage();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.locator('#ask-quote').click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar Orçamento' });
    await dialog.waitFor();
    await dialog.getByText(product.name).first().waitFor();
    await expectNoAxeViolations(page);
  });

  it('a cart-count removed from the page and added again shows the same cart', async () => {
    await page.goto(themeHtmlUrl);
    await cartButton(0).waitFor();
    // A theme script adds to the cart with the documented DOM command; the page's one cart flow performs it.
    await page.evaluate(
      ({ idProduct, idSku }) =>
        document.dispatchEvent(
          new CustomEvent('vitrine:cart-add', { detail: { idProduct, idSku, quantity: 2 } }),
        ),
      { idProduct: product.idProduct, idSku: product.idSku },
    );
    await cartButton(2).waitFor();

    await page.evaluate(() => {
      const count = document.querySelector('vitrine-cart-count');
      (window as unknown as { removedCount: Element | null }).removedCount = count;
      count?.remove();
    });
    await expect.poll(() => page.locator('vitrine-cart-count').count()).toBe(0);
    await expect.poll(() => cartButton(2).count()).toBe(0);

    await page.evaluate(() => {
      const count = (window as unknown as { removedCount: Element }).removedCount;
      document.querySelector('.th-header vitrine-cart-preview')?.before(count);
    });
    await cartButton(2).waitFor();
    expect((await serverCart()).items.map((line) => line.quantity)).toEqual([2]);

    // A brand-new element, made by a script, joins the same cart too.
    await page.evaluate(() => {
      document.querySelector('.th-footer')?.append(document.createElement('vitrine-cart-count'));
    });
    await expect.poll(() => cartButton(2).count()).toBe(2);
  });

  it('axe finds no violation on the home, listing and product pages', async () => {
    await page.goto(themeHtmlUrl);
    await expect.poll(() => page.locator('vitrine-home-showcase article').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await page.goto(`${themeHtmlUrl}/listing.html`);
    await expect.poll(() => page.locator('vitrine-product-listing article').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await openProductPage();
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await expectNoAxeViolations(page);
  });
});
