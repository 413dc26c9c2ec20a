import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent } from './discountPercent';

describe('discountPercent', () => {
  it('gives round((price − promotion) / price × 100)', () => {
    expect(discountPercent(100, 75)).toBe(25);
    expect(discountPercent(199.9, 149.9)).toBe(25);
    expect(discountPercent(3, 2)).toBe(33);
    expect(discountPercent(3, 1)).toBe(67);
  });

  it('given an exact half percent, it rounds up, even where floating point would land just below', () => {
    // (200 − 171) / 200 × 100 is 14.499999… in doubles; the spec's rounding expects 15.
    expect(discountPercent(200, 171)).toBe(15);
    expect(discountPercent(2, 1.99)).toBe(1);
  });

  it('given a discount under half a percent, it gives 0, so no flag shows', () => {
    expect(discountPercent(1000, 999)).toBe(0);
  });

  it('given a price or promotion of 0, a promotion not below the price, or NaN, it gives 0', () => {
    expect(discountPercent(0, 10)).toBe(0);
    expect(discountPercent(100, 0)).toBe(0);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 120)).toBe(0);
    expect(discountPercent(-100, 50)).toBe(0);
    expect(discountPercent(Number.NaN, 50)).toBe(0);
    expect(discountPercent(100, Number.NaN)).toBe(0);
    expect(discountPercent(Number.POSITIVE_INFINITY, 50)).toBe(0);
  });

  it('given any prices in cents, it gives an integer from 0 to 100 matching the formula', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (a, b) => {
          const price = Math.max(a, b) / 100;
          const promotion = Math.min(a, b) / 100;
          const percent = discountPercent(price, promotion);
          expect(Number.isInteger(percent)).toBe(true);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          expect(Math.abs(percent - ((price - promotion) / price) * 100)).toBeLessThanOrEqual(0.5 + 1e-9);
        },
      ),
    );
  });

  it('given any numbers at all, it never throws and gives a finite integer', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (price, promotion) => {
        expect(Number.isInteger(discountPercent(price, promotion))).toBe(true);
      }),
    );
  });
});
