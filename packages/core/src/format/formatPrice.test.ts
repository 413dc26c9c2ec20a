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

  it('rounds to the cent as Intl does, from the decimal the number is written as (1.005 → 1,01)', () => {
    expect(formatPrice(10.005)).toBe(`R$${nbsp}10,01`);
    expect(formatPrice(1.005)).toBe(`R$${nbsp}1,01`);
    expect(formatPrice(2.675)).toBe(`R$${nbsp}2,68`);
    expect(formatPrice(19.999)).toBe(`R$${nbsp}20,00`);
    expect(formatPrice(999.995)).toBe(`R$${nbsp}1.000,00`);
  });

  // The formatter is written out (no locale data to load on a phone): Intl.NumberFormat is its oracle.
  const intl = new Intl.NumberFormat('pt-BR', {
    style: 'currency',
    currency: 'BRL',
    signDisplay: 'negative',
  });

  it('given any value, it writes what Intl.NumberFormat writes for BRL in pt-BR', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e15, max: 1e15, noNaN: true }),
          fc.integer({ min: -10_000_000, max: 10_000_000 }).map((mills) => mills / 1000),
          fc.double({ min: -1, max: 1, noNaN: true }),
        ),
        (value) => {
          expect(formatPrice(value)).toBe(intl.format(value));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('writes the same as Intl.NumberFormat on both sides of 10 trillion (counted as a number below, as a BigInt from there)', () => {
    for (const value of [
      0.005, 999.994, 999.995, 9_999_999_999_999.99, 9_999_999_999_999.994, 9_999_999_999_999.996,
      10_000_000_000_000, 10_000_000_000_000.5, 99_999_999_999_999.98, 123_456_789_012_345,
    ])
      for (const signed of [value, -value])
        expect(formatPrice(signed), String(signed)).toBe(intl.format(signed));
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
