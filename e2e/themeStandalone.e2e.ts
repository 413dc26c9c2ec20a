import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { e2eStack, expectNoAxeViolations, setUpBrowser } from './harness';

// Needs the standalone bundle: `pnpm --filter @vitrine/ui run build` (`pnpm test` builds before the e2e run).
const { themeHtmlUrl, sandboxUrl } = e2eStack();

const e2e = setUpBrowser(sandboxUrl);
let page: Page;
beforeEach(async () => {
  page = await e2e.open();
});

describe("the standalone bundle on a page without a build step (examples/theme-html's standalone.html)", () => {
  it('turns the tags into widgets from one stylesheet and one module, without a console error, axe clean', async () => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${themeHtmlUrl}/standalone.html`);

    await page.locator('vitrine-logo a[href="/"] img[alt]').waitFor();
    await page.getByRole('button', { name: '0 itens no carrinho' }).waitFor();
    const search = page.getByRole('combobox', { name: 'Buscar produtos' });
    expect(await search.getAttribute('placeholder')).toBe('O que você procura?');
    // The bundle registers every tag deferred: the element follows its attributes once its definition loaded.
    await page.evaluate(() =>
      document.querySelector('vitrine-search-box')?.setAttribute('placeholder', 'Busque na loja'),
    );
    await page
      .getByRole('combobox', { name: 'Buscar produtos' })
      .and(page.getByPlaceholder('Busque na loja'))
      .waitFor();
    // The kit's font applies to every widget without a wrapper class; the page's own text keeps its font.
    const fonts = await page.evaluate(() => ({
      widget: getComputedStyle(document.querySelector('vitrine-search-box [class*="vt-"]')!).fontFamily,
      count: getComputedStyle(document.querySelector('vitrine-cart-count [class*="vt-"]')!).fontFamily,
      token: getComputedStyle(document.documentElement).getPropertyValue('--vt-font-family'),
      page: getComputedStyle(document.querySelector('h1')!).fontFamily,
    }));
    const plain = (family: string) => family.replace(/\s+/g, '');
    expect(plain(fonts.widget)).toBe(plain(fonts.token));
    expect(plain(fonts.count)).toBe(plain(fonts.token));
    expect(plain(fonts.page)).not.toBe(plain(fonts.token));
    // The kit's stylesheet came from the bundle's CSS file (its tokens apply), not from the script.
    expect(await page.locator('style').count()).toBe(0);
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--vt-color-primary'),
      ),
    ).not.toBe('');

    // The module is the public API too, and loading it again (another URL, another module) registers nothing.
    // A string, not a function: vitest would rewrite a function's `import()` for Node.
    const api = await page.evaluate(`(async () => {
      const first = await import('/standalone/vitrine-elements.js');
      const again = await import('/standalone/vitrine-elements.js?again');
      return {
        exports: typeof first.dispatchVitrineCommand,
        same: first.vitrine === again.vitrine,
        elements: first.vitrine.runtime.elementCount,
      };
    })()`);
    expect(api).toEqual({ exports: 'function', same: true, elements: 3 });

    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
