import { centsOf } from './centsOf';

// Written out rather than through Intl.NumberFormat: the first pt-BR currency formatter a page builds loads the
// locale's data, a long task on a phone (about 40 ms of CPU, 160 ms at a mid-range phone's speed) paid by the first
// price a page hydrates, a shopper's first press included. BRL's pt-BR form is fixed: 'R$', a no-break space,
// dots between thousands, a comma and two decimals, the minus sign before the symbol. The tests hold it to
// Intl.NumberFormat's output.

/**
 * Formats a value in BRL the pt-BR way: `formatPrice(1234.5)` → `'R$ 1.234,50'`.
 * The space after `R$` is a no-break space (U+00A0), as `Intl.NumberFormat` emits it, so a price never wraps.
 * -0 and values that round to zero (e.g. -0.001) show as 'R$ 0,00', never '-R$ 0,00'.
 * `NaN` and infinities give `''`, so a broken price never reaches the page as `'R$ NaN'`.
 */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '';
  const cents = centsOf(Math.abs(value));
  if (!cents) return value.toString();
  const sign = value < 0 && (cents.units !== '0' || cents.decimals !== '00') ? '-' : '';
  return `${sign}R$\u00a0${cents.units},${cents.decimals}`;
}
