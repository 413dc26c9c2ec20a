import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shouldShowDiscount } from './shouldShowDiscount';

describe('shouldShowDiscount', () => {
  it('given R$ 100 with a promotion of R$ 85, it shows the discount', () => {
    expect(shouldShowDiscount(100, 85)).toBe(true);
  });

  it('given no promotion (0, null or undefined), it hides the discount', () => {
    expect(shouldShowDiscount(100, 0)).toBe(false);
    expect(shouldShowDiscount(100, null)).toBe(false);
    expect(shouldShowDiscount(100, undefined)).toBe(false);
  });

  it('given a promotion whose rounded percent is 0, it hides the discount', () => {
    // (100 − 99.6) / 100 = 0.4% rounds to 0.
    expect(shouldShowDiscount(100, 99.6)).toBe(false);
    expect(shouldShowDiscount(100, 99.5)).toBe(true);
  });

  it('given a promotion above the price, it hides the discount', () => {
    expect(shouldShowDiscount(100, 120)).toBe(false);
  });

  it('given a price of 0, it hides the discount instead of dividing by zero', () => {
    expect(shouldShowDiscount(0, 10)).toBe(false);
  });

  it('shows the discount exactly when round((price − promo) / price × 100) > 0 and promo > 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (priceCents, promoCents) => {
          const price = priceCents / 100;
          const promo = promoCents / 100;
          // Whole-cent arithmetic, so a percent of exactly x.5 rounds up as the spec's formula means it to.
          const expected = promoCents > 0 && Math.round(((priceCents - promoCents) * 100) / priceCents) > 0;
          expect(shouldShowDiscount(price, promo)).toBe(expected);
        },
      ),
    );
  });
});
