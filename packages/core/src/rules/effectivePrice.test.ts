import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectivePrice } from './effectivePrice';

describe('effectivePrice', () => {
  it('given a promotion below the price, the shopper pays the promotion', () => {
    expect(effectivePrice({ price: 100, pricePromotion: 79.9 })).toBe(79.9);
  });

  it('given no promotion, a zero promotion or one not below the price, the shopper pays the price', () => {
    expect(effectivePrice({ price: 100 })).toBe(100);
    expect(effectivePrice({ price: 100, pricePromotion: 0 })).toBe(100);
    expect(effectivePrice({ price: 100, pricePromotion: null })).toBe(100);
    expect(effectivePrice({ price: 100, pricePromotion: 100 })).toBe(100);
    expect(effectivePrice({ price: 100, pricePromotion: 150 })).toBe(100);
  });

  it('never exceeds the price and is one of the two prices', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: -10, max: 1e6, noNaN: true }),
        (price, promo) => {
          const paid = effectivePrice({ price, pricePromotion: promo });
          expect(paid).toBeLessThanOrEqual(price);
          expect([price, promo]).toContain(paid);
        },
      ),
    );
  });
});
