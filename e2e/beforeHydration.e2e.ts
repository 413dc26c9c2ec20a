// A press made before a widget's code has arrived is honoured, never dropped. Every script of the storefront is held
// back for 2 s (the client entry and each on-demand chunk), the shopper presses server-rendered controls during
// that wait, and the effect arrives once the code does: the store holds the cart line, the page shows the result.
import { routes } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { e2eStack, sandboxCartOf, setUpBrowser } from './harness';

const { storefrontUrl, sandboxUrl } = e2eStack();
const e2e = setUpBrowser(sandboxUrl, storefrontUrl);
let page: Page;
/** Scripts the page asked for while held back. */
let held: string[];
/** Lets the held scripts go (each after at least `holdMs`). */
let release: () => void;

const holdMs = 2_000;

beforeEach(async () => {
  page = await e2e.open({ width: 412, height: 823 });
  held = [];
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Every script (the client entry and each widget's chunk) is held back for 2 s, and until the test has pressed.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await Promise.all([new Promise((resolve) => setTimeout(resolve, holdMs)), released]);
    await route.continue();
  });
});

/** Opens `path` and returns as soon as the server's HTML is there: no script has run yet. */
async function arrive(path: string) {
  // The frame's own navigation: the harness's `page.goto` waits for hydration, which the held scripts prevent.
  await page.mainFrame().goto(`${storefrontUrl}${path}`, { waitUntil: 'commit' });
  await page.locator('main').waitFor();
}

/** Whether any widget's code is live yet (an island marks itself `data-live` once it is). */
const anyLive = () => page.evaluate(() => document.querySelector('vt-island[data-live]') !== null);

describe('presses before the code arrives', () => {
  it('variation, quantity and buy: the chosen SKU reaches the cart with the quantity, and the count follows', async () => {
    const shirt = sandboxFixtures.productWithVariations;
    await arrive(routes.product(shirt.urlFriendly));
    const buyBox = page.locator('.vt-product-detail--buy-box');
    await buyBox.getByRole('radio', { name: /^Branco/ }).click();
    await buyBox.getByRole('radio', { name: /^M\b/ }).click();
    await buyBox.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await buyBox.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
    expect(await anyLive()).toBe(false);
    release();

    await expect
      .poll(async () => (await sandboxCartOf(page, sandboxUrl)).items, { timeout: 60_000 })
      .toEqual([expect.objectContaining({ idSku: shirt.inStockSku, quantity: 2 })]);
    const count = page.getByRole('button', { name: /no carrinho$/ });
    await expect.poll(() => count.getAttribute('aria-label'), { timeout: 30_000 }).toMatch(/^2 itens/);
    expect(held.length).toBeGreaterThan(0);
  });

  it("home: a showcase card's buy, pressed before the showcase's code arrives, puts the product in the cart", async () => {
    await arrive('/');
    const showcase = page.getByRole('region', { name: 'Destaques' });
    const name = 'Conjunto de Panelas Antiaderente Cerâmica 5 Peças';
    await showcase.getByRole('button', { name: `Adicionar ao Carrinho: ${name}` }).click();
    expect(await anyLive()).toBe(false);
    release();

    await expect
      .poll(
        async () => (await sandboxCartOf(page, sandboxUrl)).items.map((item) => [item.name, item.quantity]),
        {
          timeout: 60_000,
        },
      )
      .toEqual([[name, 1]]);
    const count = page.getByRole('button', { name: /no carrinho$/ });
    await expect.poll(() => count.getAttribute('aria-label'), { timeout: 30_000 }).toMatch(/^1 item/);
  });

  it('search: a term typed and submitted lands on its results', async () => {
    await arrive('/');
    const box = page.getByRole('combobox', { name: 'Buscar produtos' });
    await box.fill('camiseta');
    await box.press('Enter');
    expect(await anyLive()).toBe(false);
    release();
    await page.waitForURL(/\/busca\?n=camiseta/, { timeout: 60_000 });
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toMatch(/camiseta/i);
  });

  it('newsletter: the name and e-mail typed and sent reach the store, and the page says so', async () => {
    await arrive('/');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Nome').fill('Ana Souza');
    await form.getByLabel('E-mail').fill('ana.souza@example.com');
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    expect(await anyLive()).toBe(false);
    release();
    await expect
      .poll(() => form.textContent(), { timeout: 60_000 })
      .toContain('E-mail cadastrado com sucesso!');
    const submissions = (await (await fetch(`${sandboxUrl}/__sandbox/submissions`)).json()) as {
      kind: string;
      payload: { email?: string };
    }[];
    expect(submissions.filter((s) => s.kind === 'newsletter').map((s) => s.payload.email)).toEqual([
      'ana.souza@example.com',
    ]);
  });

  it('listing: a filter ticked takes effect', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await arrive('/moda-feminina/c');
    await page.getByRole('checkbox', { name: 'Moda Feminina' }).check();
    expect(await anyLive()).toBe(false);
    release();
    await page.getByRole('button', { name: 'Remover filtro: Moda Feminina' }).waitFor({ timeout: 60_000 });
  });

  it("listing: the second page's link takes the shopper there", async () => {
    await arrive('/moda-feminina/c');
    const paging = page.getByRole('navigation', { name: 'Paginação' });
    await paging.getByRole('link', { name: 'Página 2' }).click();
    expect(await anyLive()).toBe(false);
    release();
    await expect
      .poll(() => paging.locator('[aria-current="page"]').textContent(), { timeout: 60_000 })
      .toContain('2');
  });
});
