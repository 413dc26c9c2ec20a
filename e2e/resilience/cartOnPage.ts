import { type Cart, effectivePrice, parsePrice } from '@vitrine/core';
import type { Locator, Page } from 'playwright-core';

/** One cart line as a shopper reads it: the product's name and the quantity in its field. */
export interface SeenLine {
  readonly name: string;
  readonly quantity: number;
}

/**
 * The cart as the page shows it. The header badge is always read; the lines, the freight and the totals only
 * while the preview is open (opening it reloads the cart, which would hide what the page showed before).
 */
export interface SeenCart {
  /** Units named by the badge ('3 itens no carrinho'); `undefined` when it names no number (loading). */
  readonly count: number | undefined;
  /** The preview's content; `undefined` while the preview is closed. */
  readonly preview:
    | {
        readonly lines: readonly SeenLine[];
        /** The rows of the totals ('Subtotal', 'Frete', 'Desconto', 'Total') parsed from BRL. */
        readonly totals: Readonly<Record<string, number | undefined>>;
        /** The label of the checked freight option; `undefined` when none is checked or none is shown. */
        readonly checkedFreight: string | undefined;
        /** The line error texts on screen. */
        readonly lineErrors: readonly string[];
      }
    | undefined;
}

/**
 * The header's cart badge, whatever it says: '3 itens no carrinho', or a name starting with 'Carrinho' while
 * the count is loading or unknown (the fixed bar's own 'Carrinho' button is outside the header). Read even
 * while the modal sheet hides it from the accessibility tree.
 */
export const cartBadge = (page: Page): Locator =>
  page
    .getByRole('banner', { includeHidden: true })
    .getByRole('button', { name: /^Carrinho\b|no carrinho$/, includeHidden: true });

/** The open cart preview, if any. */
export const cartSheet = (page: Page): Locator => page.getByRole('dialog', { name: 'Meu Carrinho' });

/** The lines of the open cart preview. */
export const sheetLines = (page: Page): Locator =>
  cartSheet(page).getByRole('list', { name: 'Produtos no carrinho' }).getByRole('listitem');

/** Reads the cart the page shows, by roles and texts only. */
export async function readSeenCart(page: Page): Promise<SeenCart> {
  const badge = cartBadge(page);
  const label = (await badge.count()) === 1 ? await badge.getAttribute('aria-label') : null;
  const number = label ? /^(\d+) ite/.exec(label)?.[1] : undefined;
  const count = number === undefined ? undefined : Number(number);
  const sheet = cartSheet(page);
  if ((await sheet.count()) === 0) return { count, preview: undefined };
  const content = await sheet.evaluate((dialog) => {
    const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const list = [...dialog.querySelectorAll('[aria-label="Produtos no carrinho"]')][0];
    const lines = [...(list?.children ?? [])]
      .filter((item) => item.getAttribute('aria-hidden') !== 'true')
      .map((item) => {
        const field = item.querySelector<HTMLInputElement>('input[type="number"], [role="spinbutton"]');
        const link = item.querySelector('a');
        return {
          name: text(link),
          quantity: Number(field?.value ?? field?.getAttribute('aria-valuenow') ?? Number.NaN),
          error: text(item.querySelector('[role="alert"]')),
        };
      });
    const totals = [...dialog.querySelectorAll('dt')].map((term) => [
      text(term),
      text(term.nextElementSibling),
    ]);
    const checked = dialog.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    return {
      lines,
      totals,
      checkedFreight: checked ? text(checked.closest('label')) : undefined,
    };
  });
  return {
    count,
    preview: {
      lines: content.lines.map(({ name, quantity }) => ({ name, quantity })),
      totals: Object.fromEntries(
        content.totals.map(([name, value]) => [name, parsePrice((value ?? '').replace('−', '-'))]),
      ),
      checkedFreight: content.checkedFreight,
      lineErrors: content.lines.map((line) => line.error).filter((error) => error !== ''),
    },
  };
}

/** The server's freight as the sandbox answers it with the cart (an extra field the schema keeps). */
interface ServerFreight {
  readonly name?: string;
  readonly shippingMode?: { readonly name?: string };
}

const cents = (value: number) => Math.round(value * 100);

/**
 * What differs between the page and the server's cart, one sentence per difference (empty when they agree).
 * Lines are compared by name and quantity, the subtotal against the server lines at the price paid, the
 * freight row and the checked option against the freight the server applies, the total against the server's.
 */
export function cartDifferences(seen: SeenCart, server: Cart): string[] {
  const differences: string[] = [];
  const units = server.items.reduce((sum, line) => sum + line.quantity, 0);
  if (seen.count !== units) differences.push(`badge ${seen.count ?? '(no number)'} ≠ server ${units} units`);
  const preview = seen.preview;
  if (!preview) return differences;

  const describe = (lines: readonly SeenLine[]) =>
    [...lines]
      .map((line) => `${line.name} × ${line.quantity}`)
      .sort()
      .join('; ');
  const pageLines = describe(preview.lines);
  const serverLines = describe(server.items.map((line) => ({ name: line.name, quantity: line.quantity })));
  if (pageLines !== serverLines) differences.push(`lines [${pageLines}] ≠ server [${serverLines}]`);
  if (server.items.length === 0) return differences;

  const serverSubtotal = server.items.reduce(
    (sum, line) => sum + cents(effectivePrice(line)) * line.quantity,
    0,
  );
  const subtotal = preview.totals.Subtotal;
  if (subtotal === undefined || cents(subtotal) !== serverSubtotal)
    differences.push(`Subtotal ${subtotal} ≠ server ${serverSubtotal / 100}`);

  const freight = (server as Cart & { freight?: ServerFreight | null }).freight ?? undefined;
  const freightRow = preview.totals.Frete;
  const name = freight?.name ?? freight?.shippingMode?.name;
  if (freight && freightRow === undefined)
    differences.push(`no Frete row, server holds ${name} at ${server.totalShipping}`);
  // A row of R$ 0,00 without a freight on the server is left alone: a stored choice the cart no longer
  // applies (the option stopped being offered) may still be read back, and it costs nothing either way.
  if (freightRow !== undefined && cents(freightRow) !== cents(server.totalShipping))
    differences.push(`Frete ${freightRow} ≠ server ${server.totalShipping}${freight ? '' : ' (no freight)'}`);
  if (preview.checkedFreight !== undefined && name && !preview.checkedFreight.startsWith(name))
    differences.push(`option '${preview.checkedFreight}' checked, server holds ${name}`);

  const total = preview.totals.Total;
  if (total === undefined || cents(total) !== cents(server.total))
    differences.push(`Total ${total} ≠ server ${server.total}`);
  return differences;
}
