// The checkout hand-off (`/checkout/identification`, `/checkout/payment`): the platform's checkout owns these
// pages, and the reference storefront ends the journey there with what the store holds for the shopper. Then the
// whole purchase with the keyboard only, from the home to the hand-off, axe clean at each step.
import { createStoreClient, formatPrice, routes } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eStack, expectNoAxeViolations, sandboxCartOf, setUpBrowser } from './harness';

const { storefrontUrl, sandboxUrl } = e2eStack();

const e2e = setUpBrowser(sandboxUrl, storefrontUrl);

async function open(page: Page, path: string) {
  const response = await page.goto(`${storefrontUrl}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  return response;
}

/** The store client of this page's session (its cookies), to set up or read what the store holds. */
async function storeOf(page: Page) {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  return createStoreClient({ baseUrl: sandboxUrl, headers: { cookie } });
}

const shirt = sandboxFixtures.productWithVariations;
const pan = sandboxFixtures.simple;
const cep = sandboxFixtures.cep.saoPaulo;

/** The hand-off page's parts. */
const handoff = (page: Page) => ({
  heading: page.getByRole('heading', { level: 1, name: 'Resumo do pedido' }),
  lines: page.getByRole('region', { name: 'Produtos' }).getByRole('listitem'),
  delivery: page.getByRole('region', { name: 'Entrega' }),
  totals: page.getByRole('definition'),
  total: page.locator('.sf-checkout__total dd'),
});

describe.each([360, 1280])('the checkout hand-off at %i px', (width) => {
  it('lists the lines, the freight, the CEP and the total the store holds, rendered on the server and never cached', async () => {
    const page = await e2e.open({ width, height: 800 });
    await open(page, '/');
    const store = await storeOf(page);
    await store.cart.add({ idProduct: pan.idProduct, idSku: pan.idSku, quantity: 2 });
    const [option] = await store.cart.freights({ cep });
    if (!option) throw new Error(`no freight for ${cep}`);
    expect(await store.preCheckout.saveShipping({ shipping: option, cep })).toBe(true);
    await store.preCheckout.saveCep({ cep });
    const cart = await store.cart.get();

    const response = await open(page, routes.checkoutIdentification);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const view = handoff(page);
    await view.heading.waitFor();
    expect(await page.getByText('Checkout · Identificação').count()).toBe(1);
    expect(await page.getByRole('note').textContent()).toContain(
      'Numa loja real, a compra continua no checkout da plataforma',
    );
    expect(await view.lines.count()).toBe(1);
    const line = (await view.lines.first().textContent()) ?? '';
    expect(line).toContain(pan.name);
    expect(line).toContain(`2 × ${formatPrice(cart.items[0]?.price ?? 0)}`);
    const delivery = (await view.delivery.textContent()) ?? '';
    expect(delivery).toContain(option.shippingMode.name);
    expect(delivery).toContain('CEP 01310-100');
    expect(await view.total.textContent()).toBe(formatPrice(cart.total));
    expect(cart.totalShipping).toBe(option.valueShipping);
    await expectNoAxeViolations(page);

    // The page's HTML holds it all before any script: the server read the store with the shopper's cookie.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const html = await (
      await fetch(`${storefrontUrl}${routes.checkoutPayment}`, { headers: { cookie } })
    ).text();
    expect(html).toContain(pan.name);
    expect(html).toContain('Checkout · Pagamento');
    expect(html).toContain(formatPrice(cart.total));
  });

  it("an empty cart says so, and 'Comprar com 1 clique' ends on the payment step with the product", async () => {
    const page = await e2e.open({ width, height: 800 });
    await open(page, routes.checkoutIdentification);
    await page.getByText('Seu carrinho está vazio.').waitFor();
    await open(page, routes.product(pan.urlFriendly));
    await Promise.all([
      page.waitForURL((url) => url.pathname === routes.checkoutPayment, { timeout: 20_000 }),
      page
        .locator('.vt-product-detail--buy-box')
        .getByRole('button', { name: 'Comprar com 1 clique' })
        .click(),
    ]);
    const view = handoff(page);
    await view.heading.waitFor();
    expect(await page.getByText('Checkout · Pagamento').count()).toBe(1);
    expect(await view.lines.first().textContent()).toContain(pan.name);
    await expectNoAxeViolations(page);
  });
});

/** What has the keyboard focus: its role-ish tag, accessible label and text, for the predicates below. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      role: element?.getAttribute('role') ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      text: (element?.textContent ?? '').trim(),
      name: element?.getAttribute('name') ?? '',
      type: element?.getAttribute('type') ?? '',
      inDialog: Boolean(element?.closest('[role="dialog"]')),
      id: element?.id ?? '',
      labelledBy: (element as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() ?? '',
      group: (() => {
        const group = element?.closest('[role="radiogroup"]');
        const by = group?.getAttribute('aria-labelledby');
        return (
          group?.getAttribute('aria-label') ??
          (by ? document.getElementById(by)?.textContent : '') ??
          ''
        ).trim();
      })(),
    };
  });
}

type Focused = Awaited<ReturnType<typeof focused>>;

/** Presses Tab (Shift+Tab when `back`) until the focused element satisfies `wanted`; throws after `max` presses. */
async function tabTo(
  page: Page,
  wanted: (element: Focused) => boolean,
  what: string,
  back = false,
  max = 150,
) {
  for (let presses = 0; presses < max; presses++) {
    if (wanted(await focused(page))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${what} (last focus: ${JSON.stringify(await focused(page))})`);
}

/**
 * Presses an arrow key as a person does, holding it until the focus has moved: Radix's radio group moves the
 * focus a task after the keydown and checks the item only while the key is still down (an instant press and
 * release, which no hand makes, would move the focus without choosing).
 */
async function pressArrow(page: Page, key: 'ArrowRight' | 'ArrowDown') {
  const before = await page.evaluate(() => {
    const element = document.activeElement;
    return element ? [...document.querySelectorAll('*')].indexOf(element) : -1;
  });
  await page.keyboard.down(key);
  await page.waitForFunction(
    (start) => {
      const element = document.activeElement;
      return (element ? [...document.querySelectorAll('*')].indexOf(element) : -1) !== start;
    },
    before,
    { timeout: 10_000 },
  );
  await page.keyboard.up(key);
}

describe.each([1280])('the keyboard-only purchase at %i px', (width) => {
  it('home → search → product → variation by arrow keys → add → cart → quantity → freight by CEP → Finalizar Compra', async () => {
    const page = await e2e.open({ width, height: 800 });
    await open(page, '/');
    await expectNoAxeViolations(page);

    // Search: the header's search box, then Enter.
    await tabTo(page, (f) => f.tag === 'input' && f.role === 'combobox', 'the search box');
    await page.keyboard.type('camiseta');
    await Promise.all([page.waitForURL(/\/busca\?n=camiseta/), page.keyboard.press('Enter')]);
    const results = page.getByRole('list', { name: 'Produtos' });
    await results.getByText(shirt.name).first().waitFor({ timeout: 60_000 });
    await expectNoAxeViolations(page);

    // The product: Tab to its card's link, Enter.
    await tabTo(
      page,
      (f) => f.tag === 'a' && (f.label || f.text).includes(shirt.name),
      `the link of ${shirt.name}`,
    );
    await Promise.all([page.waitForURL(/\/produto\//), page.keyboard.press('Enter')]);
    const buy = page.locator('.vt-product-detail--buy-box');
    await page.getByRole('heading', { level: 1, name: shirt.name }).waitFor();
    await expectNoAxeViolations(page);

    // The colour by the arrow keys: from the checked 'Branco' to 'Preto'.
    const colours = buy.getByRole('radiogroup', { name: 'Cor' });
    await tabTo(
      page,
      (f) => (f.type === 'radio' || f.role === 'radio') && f.group === 'Cor',
      "the 'Cor' radio group",
    );
    expect(await colours.getByRole('radio', { name: /^Branco/ }).isChecked()).toBe(true);
    await pressArrow(page, 'ArrowRight');
    const afterArrow = await focused(page);
    expect(afterArrow.labelledBy || afterArrow.label || afterArrow.text, JSON.stringify(afterArrow)).toMatch(
      /^Preto/,
    );
    await expect.poll(() => colours.getByRole('radio', { name: /^Preto/ }).isChecked()).toBe(true);
    const size =
      (await buy
        .getByRole('radiogroup', { name: 'Tamanho' })
        .getByRole('radio', { checked: true })
        .getAttribute('aria-label')) ??
      (await buy
        .getByRole('radiogroup', { name: 'Tamanho' })
        .getByRole('radio', { checked: true })
        .textContent());
    await expectNoAxeViolations(page);

    // Add, with Enter on the button.
    await tabTo(
      page,
      (f) => f.tag === 'button' && f.text === 'Adicionar ao Carrinho',
      "'Adicionar ao Carrinho'",
    );
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await sandboxCartOf(page, sandboxUrl)).items.length, { timeout: 30_000 })
      .toBe(1);
    const cartButton = page.getByRole('button', { name: /no carrinho$/ }).first();
    await expect.poll(() => cartButton.getAttribute('aria-label')).toMatch(/^1 item/);

    // The cart: back up to the header's cart button, Enter.
    await tabTo(page, (f) => f.label.endsWith('no carrinho'), 'the cart button', true);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Meu Carrinho' });
    await sheet.getByText(shirt.name).first().waitFor({ timeout: 60_000 });
    await expectNoAxeViolations(page);

    // The quantity: its field, ArrowUp.
    await tabTo(
      page,
      (f) =>
        (f.inDialog && f.label.startsWith('Quantidade de')) ||
        (f.inDialog && f.role === 'spinbutton') ||
        (f.inDialog && f.type === 'number'),
      'the quantity field',
    );
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(async () => (await sandboxCartOf(page, sandboxUrl)).items[0]?.quantity, { timeout: 15_000 })
      .toBe(2);

    // The freight: the CEP, Enter, then ArrowDown from the first option picks the second one.
    await tabTo(page, (f) => f.inDialog && f.labelledBy === 'CEP', 'the CEP field');
    await page.keyboard.type(cep.replace('-', ''));
    await page.keyboard.press('Enter');
    const options = sheet.getByRole('group', { name: 'Opções de frete' });
    await options.getByRole('radio').first().waitFor({ timeout: 60_000 });
    await tabTo(page, (f) => f.inDialog && (f.role === 'radio' || f.type === 'radio'), 'a freight option');
    await pressArrow(page, 'ArrowDown');
    await expect.poll(() => options.getByRole('radio').nth(1).isChecked()).toBe(true);
    const chosen = (await focused(page)).labelledBy;
    const store = await storeOf(page);
    await expect
      .poll(async () => (await store.preCheckout.getShipping())?.shippingMode.name ?? '', { timeout: 30_000 })
      .not.toBe('');
    const freightName = (await store.preCheckout.getShipping())?.shippingMode.name ?? '';
    expect(chosen.startsWith(freightName)).toBe(true);
    expect(await store.preCheckout.getCep()).toBe(cep.replace('-', ''));
    await expectNoAxeViolations(page);

    // 'Finalizar Compra' with Enter: the hand-off lists what the store holds.
    await tabTo(page, (f) => f.inDialog && f.text === 'Finalizar Compra', "'Finalizar Compra'");
    await Promise.all([
      page.waitForURL((url) => url.pathname === routes.checkoutIdentification, { timeout: 20_000 }),
      page.keyboard.press('Enter'),
    ]);
    const view = handoff(page);
    await view.heading.waitFor();
    const cart = await sandboxCartOf(page, sandboxUrl);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(2);
    const line = (await view.lines.first().textContent()) ?? '';
    expect(line).toContain(shirt.name);
    expect(line).toContain('Preto');
    if (size) expect(line).toContain(size.trim());
    expect(line).toContain('2 ×');
    const delivery = (await view.delivery.textContent()) ?? '';
    expect(delivery).toContain(freightName);
    expect(delivery).toContain('CEP 01310-100');
    expect(cart.totalShipping).toBeGreaterThan(0);
    expect(delivery).toContain(formatPrice(cart.totalShipping));
    expect(await view.total.textContent()).toBe(formatPrice(cart.total));
    await expectNoAxeViolations(page);
  }, 300_000);
});
