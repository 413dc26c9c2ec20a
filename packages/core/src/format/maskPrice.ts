import { formatPrice } from './formatPrice';

// 15 digits of cents stay exact in a double (below Number.MAX_SAFE_INTEGER); more would silently lose cents.
const maxDigits = 15;

/**
 * Masks a price field as the shopper types digits, cents first: `'1'` → `'R$ 0,01'`, `'123456'` → `'R$ 1.234,56'`.
 * Non-digits are ignored, leading zeros dropped, at most 15 digits kept; no digits give `''`. Read it back with `parsePrice`.
 */
export function maskPrice(value: string | null | undefined): string {
  const digits =
    typeof value === 'string' ? value.replace(/\D/g, '').replace(/^0+/, '').slice(0, maxDigits) : '';
  if (typeof value !== 'string' || !/\d/.test(value)) return '';
  return formatPrice(Number(digits || '0') / 100);
}
