import { centsOf } from '../../format/centsOf';

// Written out rather than through Intl.NumberFormat, whose first pt-BR formatter loads the locale's data on the
// page's main thread (see format/formatPrice.ts); the tests hold it to Intl's output.

/** A plain pt-BR number with up to two decimals: `12.5` → '12,5', `1234.567` → '1.234,57'. */
export function formatDecimal(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const cents = centsOf(Math.abs(value));
  if (!cents) return value.toString();
  const decimals = cents.decimals.replace(/0+$/, '');
  // As Intl writes it: a negative value keeps its sign even when it rounds to zero ('-0').
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${cents.units}${decimals ? `,${decimals}` : ''}`;
}
