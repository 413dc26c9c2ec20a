import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice';
import { parsePrice } from './parsePrice';

// Intl puts a no-break space between the symbol and the amount.
const nbsp = '\u00a0';

describe('formatPrice', () => {
  it('formats BRL the pt-BR way: R$, thousands dots, decimal comma, always 2 decimals', () => {
    expect(formatPrice(1234.5)).toBe(`R$${nbsp}1.234,50`);
    expect(formatPrice(0.1)).toBe(`R$${nbsp}0,10`);
    expect(formatPrice(99.99)).toBe(`R$${nbsp}99,99`);
    expect(formatPrice(1_000_000)).toBe(`R$${nbsp}1.000.000,00`);
  });

  it('rounds to the cent', () => {
    expect(formatPrice(10.005)).toMatch(/^R\$\u00a010,0[01]$/);
    expect(formatPrice(19.999)).toBe(`R$${nbsp}20,00`);
  });

  it('given a negative value, it puts the minus sign before the symbol', () => {
    expect(formatPrice(-1234.5)).toBe(`-R$${nbsp}1.234,50`);
  });

  it('given zero, negative zero or a negative value that rounds to zero, it shows R$ 0,00 without a minus sign', () => {
    expect(formatPrice(0)).toBe(`R$${nbsp}0,00`);
    expect(formatPrice(-0)).toBe(`R$${nbsp}0,00`);
    expect(formatPrice(-0.001)).toBe(`R$${nbsp}0,00`);
  });

  it('given NaN or an infinity, it gives an empty string rather than R$ NaN', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatPrice(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('given any cent value in a sane range, parsePrice reads back exactly the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), (cents) => {
        const value = cents / 100;
        expect(parsePrice(formatPrice(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});
