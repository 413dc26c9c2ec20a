// What a shopper notices first on the production storefront, at 360 px (a phone) and 1280 px (a laptop): nothing
// lies over what they are using (the cookie notice over the open cart, the add-to-cart banner over the cart's
// first line, the floating WhatsApp button over the newsletter form) and the header's texts do not break.
import { createStoreClient, routes } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eStack, expectNoAxeViolations, setUpBrowser } from './harness';

const { storefrontUrl, sandboxUrl } = e2eStack();

const e2e = setUpBrowser(sandboxUrl, storefrontUrl);

const widths = [360, 1280] as const;
const heightOf = (width: number) => (width < 768 ? 740 : 800);

async function open(page: Page, path: string) {
  await page.goto(`${storefrontUrl}${path}`);
  await page.waitForSelector('html[data-hydrated]');
}

/** Puts one product in this page's cart, straight through the store with the page's own session cookie. */
async function putInCart(page: Page, product = sandboxFixtures.simple) {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const client = createStoreClient({ baseUrl: sandboxUrl, headers: { cookie } });
  await client.cart.add({ idProduct: product.idProduct, idSku: product.idSku, quantity: 1 });
}

/**
 * Whether the element is what the shopper reaches at the centre of `locator`'s box (it or something inside
 * it is the topmost element there): nothing lies over it.
 */
async function isUncovered(locator: Locator): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
}

/** Whether two boxes share any area. */
function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const cartButton = (page: Page) => page.getByRole('button', { name: /no carrinho$/ });
const cartSheet = (page: Page) => page.getByRole('dialog', { name: 'Meu Carrinho' });

describe.each(widths)('at %i px', (width) => {
  it("the cookie notice never lies over the open cart, and 'Entendi' works once the cart closes", async () => {
    const page = await e2e.open({ width, height: heightOf(width), privacyAccepted: false });
    await open(page, '/');
    const notice = page.getByRole('region', { name: 'Aviso de privacidade' });
    await notice.waitFor();
    await putInCart(page);
    await cartButton(page).click();
    const sheet = cartSheet(page);
    await sheet.getByText(sandboxFixtures.simple.name).first().waitFor();
    const checkout = sheet.getByRole('button', { name: 'Finalizar Compra' });
    const keepShopping = sheet.getByRole('button', { name: 'Continuar Comprando' });
    const total = sheet.getByText('Total', { exact: true });
    // The sheet's slide-in over, each control is the topmost element at its centre.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    for (const control of [checkout, keepShopping, total]) expect(await isUncovered(control)).toBe(true);
    expect(await notice.isVisible()).toBe(false);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await notice.waitFor();
    const accept = notice.getByRole('button', { name: 'Entendi' });
    expect(await isUncovered(accept)).toBe(true);
    await accept.click();
    await notice.waitFor({ state: 'detached' });
    await cartButton(page).click();
    await sheet.getByRole('button', { name: 'Finalizar Compra' }).waitFor();
    expect(await notice.count()).toBe(0);
  });

  it('the add-to-cart banner does not lie over the first line of the cart opened right after', async () => {
    const page = await e2e.open({ width, height: heightOf(width) });
    await open(page, routes.product(sandboxFixtures.simple.urlFriendly));
    await page
      .locator('.vt-product-detail--buy-box')
      .getByRole('button', { name: 'Adicionar ao Carrinho' })
      .click();
    const banner = page.locator('.vt-alert-region .vt-alert');
    await banner.filter({ hasText: 'Produto adicionado no carrinho com sucesso!' }).waitFor();
    await cartButton(page).click();
    const sheet = cartSheet(page);
    const firstLine = sheet.getByRole('list', { name: 'Produtos no carrinho' }).getByRole('listitem').first();
    await firstLine.getByText(sandboxFixtures.simple.name).first().waitFor();
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    const lineBox = await firstLine.boundingBox();
    if (!lineBox) throw new Error('the first cart line has no box');
    // Within the banner's 5 s: no banner on screen shares the line's area, and the line's name is reachable.
    for (const box of await banner.evaluateAll((all) =>
      all.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(overlap(lineBox, box)).toBe(false);
    }
    expect(await isUncovered(firstLine.getByText(sandboxFixtures.simple.name).first())).toBe(true);
  });

  it("the floating WhatsApp button never lies over the newsletter's fields while the footer scrolls into view", async () => {
    const page = await e2e.open({ width, height: heightOf(width) });
    await open(page, '/');
    const whatsapp = page.locator('.vt-floating-messaging');
    await whatsapp.waitFor();
    const form = page.locator('.vt-newsletter-form');
    const targets = [
      form.getByText('Nome', { exact: true }),
      form.getByLabel('Nome'),
      form.getByLabel('E-mail'),
    ];
    // On a phone the fixed actions form a bar at the foot of the screen (the button sits in it): the page is
    // read above the bar. On a laptop the whole viewport is the page's.
    const bar = page.locator('.vt-fixed-actions');
    const visibleBottom = width < 768 ? ((await bar.boundingBox())?.y ?? heightOf(width)) : heightOf(width);
    const formTop = await form.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    // From the form's top entering at the foot of the screen to the end of the page, a step at a time.
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    let checked = 0;
    for (let y = Math.max(0, formTop - heightOf(width)); y <= maxScroll + 20; y += 24) {
      await page.evaluate((to) => window.scrollTo(0, to), Math.min(y, maxScroll));
      const button = await whatsapp.boundingBox();
      if (!button) throw new Error('the WhatsApp button has no box');
      for (const target of targets) {
        const box = await target.boundingBox();
        if (!box || box.y < 0 || box.y + box.height > visibleBottom) continue;
        checked += 1;
        expect(overlap(box, button), `scrolled to ${y}`).toBe(false);
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('the header at 360 px', () => {
  it("keeps 'Entre ou cadastre-se' on at most two lines, never breaking 'cadastre-se'", async () => {
    const page = await e2e.open({ width: 360, height: 740 });
    await open(page, '/');
    const invite = page.locator('.sf-header').getByText('Entre ou cadastre-se');
    await invite.waitFor();
    const lines = await invite.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      const text = element.firstChild;
      const word = document.createRange();
      const at = text?.textContent?.indexOf('cadastre-se') ?? -1;
      if (text && at >= 0) {
        word.setStart(text, at);
        word.setEnd(text, at + 'cadastre-se'.length);
      }
      return {
        lines: tops.size,
        wordLines: new Set([...word.getClientRects()].map((rect) => Math.round(rect.top))).size,
      };
    });
    expect(lines.lines).toBeLessThanOrEqual(2);
    expect(lines.wordLines).toBe(1);
    // The header's bar stays one row above the search box: logo, account and cart side by side.
    const bar = await page.locator('.sf-header__bar').boundingBox();
    expect(bar?.height ?? 999).toBeLessThan(130);
  });
});

describe('the cart sheet at 1280 px', () => {
  it('opens as a modal without restyling the page: the page behind neither scrolls nor takes a press, which closes it', async () => {
    const page = await e2e.open({ width: 1280, height: 800 });
    await open(page, routes.product(sandboxFixtures.simple.urlFriendly));
    const button = cartButton(page);
    await button.click();
    const sheet = cartSheet(page);
    await sheet.getByRole('heading', { name: 'Meu Carrinho' }).waitFor();
    // Nothing inherited changes on <body> (each would restyle all of the page's elements on opening): no
    // `pointer-events: none`, and the scroll lock's custom property stays on <body>, not on what is inside it.
    const styles = await page.evaluate(() => ({
      pointerEvents: getComputedStyle(document.body).pointerEvents,
      lockedBody: document.body.hasAttribute('data-scroll-locked'),
      bodyGap: getComputedStyle(document.body).getPropertyValue('--removed-body-scroll-bar-size').trim(),
      mainGap: getComputedStyle(document.querySelector('main') ?? document.body)
        .getPropertyValue('--removed-body-scroll-bar-size')
        .trim(),
    }));
    expect(styles).toEqual({ pointerEvents: 'auto', lockedBody: true, bodyGap: '0px', mainGap: '' });

    // The wheel over the page behind the sheet does not scroll it; a press there lands on the overlay and
    // closes the sheet, and focus goes back to the cart button.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.elementFromPoint(200, 400)?.className ?? '')).toContain(
      'vt-sheet-overlay',
    );
    await page.mouse.click(200, 400);
    await sheet.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('a listing loading a filter, at 1280 px', () => {
  it('keeps its products in view under a veil that takes their presses, the spinner on top, the chip at once', async () => {
    const page = await e2e.open({ width: 1280, height: 800 });
    await open(page, '/moda-feminina/c');
    await page.getByRole('checkbox', { name: 'Moda Feminina' }).check();
    await page.getByRole('button', { name: 'Remover filtro: Moda Feminina' }).waitFor();
    const list = page.getByRole('list', { name: 'Produtos' });
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

    // The store holds the next page of products until the checks below are done.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('checkbox', { name: 'Roupas' }).check();
    await page.getByRole('button', { name: 'Remover filtro: Roupas' }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Produtos"]')?.getAttribute('aria-busy') === 'true',
    );

    const firstCard = list.getByRole('listitem').first();
    expect(await firstCard.isVisible()).toBe(true);
    // What the pointer reaches over the first card is the veil (the grid), not the card; the spinner is on top.
    expect(await isUncovered(firstCard)).toBe(false);
    expect(await isUncovered(page.locator('.vt-product-listing__spinner'))).toBe(true);
    // The list itself is not restyled: the veil is one box painted over it.
    const listStyle = await list.evaluate((element) => ({
      opacity: getComputedStyle(element).opacity,
      pointerEvents: getComputedStyle(element).pointerEvents,
    }));
    expect(listStyle).toEqual({ opacity: '1', pointerEvents: 'auto' });

    release();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await page.unroute('**/api');
    expect(await isUncovered(list.getByRole('listitem').first())).toBe(true);
  });
});

describe("the cards' alternative pictures", () => {
  /** Every card image's address on the page: the thumbnails and the alternative (hover) pictures. */
  const cardImages = (page: Page) =>
    page.evaluate(() => {
      const sources = (selector: string) =>
        [...document.querySelectorAll<HTMLImageElement>(selector)].map(
          (image) => image.getAttribute('src') ?? '',
        );
      return {
        main: sources('.vt-product-card__image:not([data-alternative])'),
        alternative: sources('.vt-product-card__image[data-alternative]'),
      };
    });

  it('a phone never fetches them: only a hover shows them, and every thumbnail still loads as it nears the view', async () => {
    const page = await e2e.open({ width: 360, height: 740, phone: true });
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await open(page, '/moda-feminina/c');
    const { main, alternative } = await cardImages(page);
    expect(alternative.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);

    // Scrolled past every card, each thumbnail loads (lazily, near the view) and shows.
    const cards = page.locator('.vt-product-card');
    for (let index = 0; index < (await cards.count()); index++) {
      const thumbnail = cards.nth(index).locator('.vt-product-card__image:not([data-alternative])');
      await thumbnail.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
        await thumbnail.elementHandle(),
      );
    }
    for (const source of main) expect(requested).toContain(source);
    // The alternative pictures are not rendered, so not one of them was fetched.
    expect(alternative.filter((source) => requested.has(source))).toEqual([]);
    expect(
      await page
        .locator('.vt-product-card__image[data-alternative]')
        .evaluateAll((images) => images.map((image) => getComputedStyle(image).display)),
    ).toEqual(alternative.map(() => 'none'));
  });

  it('at 1280 px with a mouse, hovering a card fades its alternative picture in over the thumbnail', async () => {
    const page = await e2e.open({ width: 1280, height: 800 });
    await open(page, '/moda-feminina/c');
    expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(true);
    const card = page.locator('.vt-product-card:has(.vt-product-card__image[data-alternative])').first();
    const picture = card.locator('.vt-product-card__image[data-alternative]');
    await card.hover();
    await page.waitForFunction(
      (image) =>
        image instanceof HTMLImageElement &&
        image.complete &&
        image.naturalWidth > 0 &&
        getComputedStyle(image).opacity === '1',
      await picture.elementHandle(),
    );
    expect(await picture.evaluate((image) => getComputedStyle(image).display)).toBe('block');
  });
});
