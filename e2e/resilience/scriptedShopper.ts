import type { Page } from 'playwright-core';
import { cartBadge, cartSheet, sheetLines } from './cartOnPage';
import type { SeededRandom } from './seededRandom';

/** What the scripted shopper can do on the home page and in the cart preview. */
export type ShopperAction =
  | 'add'
  | 'doubleAdd'
  | 'open'
  | 'close'
  | 'increment'
  | 'decrement'
  | 'typeQuantity'
  | 'remove'
  | 'cep'
  | 'calculate'
  | 'freight'
  | 'reload';

/** Postal codes the shopper types: São Paulo, Rio, Manaus, Belo Horizonte, Curitiba, and an unknown one. */
const ceps = ['01310100', '20040020', '69005070', '30130010', '80010000'];
const unknownCep = '00000000';

/** How long one gesture may wait for its element before the shopper gives up on it (counted as skipped). */
const GESTURE_MS = 2_500;

/** The buy buttons of the showcase: the shopper buys among the first few, so lines merge and grow. */
const buyButtons = (page: Page) => page.getByRole('button', { name: /^Adicionar ao Carrinho: / });
const SHOWCASE_PICKS = 5;

/** Chooses the next gesture from what is on screen: inside the sheet, or on the page behind it. */
export async function chooseAction(page: Page, random: SeededRandom): Promise<ShopperAction> {
  const sheet = cartSheet(page);
  if ((await sheet.count()) === 0) return random.weighted({ add: 46, doubleAdd: 12, open: 39, reload: 3 });
  // One round trip for what the sheet holds: its lines (not the loading placeholders) and freight options.
  const { lines, radios } = await sheet.evaluate((dialog) => ({
    lines: [...(dialog.querySelector('[aria-label="Produtos no carrinho"]')?.children ?? [])].filter(
      (item) => item.getAttribute('aria-hidden') !== 'true',
    ).length,
    radios: dialog.querySelectorAll('input[type="radio"]').length,
  }));
  if (lines === 0) return random.weighted({ close: 80, reload: 3 });
  return random.weighted({
    increment: 18,
    decrement: 11,
    typeQuantity: 13,
    remove: 6,
    cep: 10,
    calculate: 3,
    freight: radios > 0 ? 16 : 0,
    close: 11,
    reload: 2,
  });
}

/** The outcome of one gesture: done, or skipped because its element was not there (disabled, gone). */
export type GestureResult = 'done' | 'skipped';

/** Performs one gesture the way a shopper would: clicks, typing, keys. */
export async function perform(
  page: Page,
  action: ShopperAction,
  random: SeededRandom,
): Promise<GestureResult> {
  const sheet = cartSheet(page);
  const line = async () => {
    const lines = sheetLines(page);
    const count = await lines.count();
    return count === 0 ? undefined : lines.nth(random.int(0, count - 1));
  };
  try {
    switch (action) {
      case 'add':
      case 'doubleAdd': {
        const buttons = buyButtons(page);
        const count = await buttons.count();
        if (count === 0) return 'skipped';
        const button = buttons.nth(random.int(0, Math.min(count, SHOWCASE_PICKS) - 1));
        if (action === 'add') await button.click({ timeout: GESTURE_MS });
        else await button.dblclick({ timeout: GESTURE_MS });
        return 'done';
      }
      case 'open':
        await cartBadge(page).click({ timeout: GESTURE_MS });
        await sheet.waitFor({ timeout: GESTURE_MS });
        return 'done';
      case 'close':
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'detached', timeout: GESTURE_MS });
        return 'done';
      case 'increment':
      case 'decrement': {
        const target = await line();
        const name = action === 'increment' ? 'Aumentar quantidade' : 'Diminuir quantidade';
        const button = target?.getByRole('button', { name });
        if (!button || !(await button.isEnabled())) return 'skipped';
        await button.click({ timeout: GESTURE_MS });
        return 'done';
      }
      case 'typeQuantity': {
        const field = (await line())?.getByRole('spinbutton');
        if (!field) return 'skipped';
        await field.click({ clickCount: 3, timeout: GESTURE_MS });
        await field.pressSequentially(String(random.int(1, 12)), { delay: 60 });
        await field.press(random.next() < 0.5 ? 'Tab' : 'Enter');
        return 'done';
      }
      case 'remove': {
        const button = (await line())?.getByRole('button', { name: /^Remover/ });
        if (!button) return 'skipped';
        await button.click({ timeout: GESTURE_MS });
        return 'done';
      }
      case 'cep': {
        const field = sheet.getByLabel('CEP');
        if ((await field.count()) === 0) return 'skipped';
        await field.fill('', { timeout: GESTURE_MS });
        await field.pressSequentially(random.next() < 0.08 ? unknownCep : random.pick(ceps), { delay: 25 });
        return 'done';
      }
      case 'calculate': {
        const button = sheet.getByRole('button', { name: 'Calcular' });
        if ((await button.count()) === 0) return 'skipped';
        await button.click({ timeout: GESTURE_MS });
        return 'done';
      }
      case 'freight': {
        const radios = sheet.getByRole('radio');
        const count = await radios.count();
        if (count === 0) return 'skipped';
        await radios.nth(random.int(0, count - 1)).click({ timeout: GESTURE_MS });
        return 'done';
      }
      case 'reload':
        await page.reload();
        await buyButtons(page).first().waitFor({ timeout: 20_000 });
        return 'done';
    }
  } catch (error) {
    // A gesture whose element vanished or stayed covered is what a shopper would give up on, not a test error.
    if (error instanceof Error && /Timeout|detached|not attached|not visible|intercepts/i.test(error.message))
      return 'skipped';
    throw error;
  }
}
