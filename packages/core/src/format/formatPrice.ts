// One formatter for the whole package: building an Intl.NumberFormat is far costlier than using one. It is built
// on the first price formatted, not when the module loads: the first one loads the locale's data, a long task on a
// phone that a page whose code loads without showing a price (the header's counts) should not pay.
// signDisplay 'negative' keeps -0 and values that round to zero (e.g. -0.001) from showing as '-R$ 0,00'.
let brl: Intl.NumberFormat | undefined;

/**
 * Formats a value in BRL the pt-BR way: `formatPrice(1234.5)` → `'R$ 1.234,50'`.
 * The space after `R$` is a no-break space (U+00A0), as `Intl.NumberFormat` emits it, so a price never wraps.
 * `NaN` and infinities give `''`, so a broken price never reaches the page as `'R$ NaN'`.
 */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '';
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', signDisplay: 'negative' });
  return brl.format(value);
}
