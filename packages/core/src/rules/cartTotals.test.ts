import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals } from './cartTotals';

describe('cartTotals', () => {
  it('adds the lines at the price paid, adds freight and subtracts the discount', () => {
    const totals = cartTotals({
      lines: [
        { price: 100, pricePromotion: 80, quantity: 2 },
        { price: 19.9, quantity: 3 },
      ],
      freight: 15.5,
      discount: 10,
    });
    expect(totals).toEqual({ itemsTotal: 219.7, freight: 15.5, discount: 10, total: 225.2 });
  });

  it('has no float drift: 0.1 + 0.2 makes 0.3', () => {
    expect(
      cartTotals({
        lines: [
          { price: 0.1, quantity: 1 },
          { price: 0.2, quantity: 1 },
        ],
      }).total,
    ).toBe(0.3);
  });

  it('never goes below 0 when the discount exceeds the cart', () => {
    expect(cartTotals({ lines: [{ price: 10, quantity: 1 }], discount: 50 }).total).toBe(0);
  });

  it('given no lines, freight or discount, everything is 0', () => {
    expect(cartTotals({ lines: [] })).toEqual({ itemsTotal: 0, freight: 0, discount: 0, total: 0 });
  });

  it('is never negative and equals the integer-cents sum', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: cents, promo: cents, quantity: fc.integer({ min: 0, max: 50 }) }), {
          maxLength: 10,
        }),
        cents,
        cents,
        (lines, freight, discount) => {
          const totals = cartTotals({
            lines: lines.map((l) => ({
              price: l.price / 100,
              pricePromotion: l.promo / 100,
              quantity: l.quantity,
            })),
            freight: freight / 100,
            discount: discount / 100,
          });
          const itemsTotal = lines.reduce(
            (sum, l) => sum + (l.promo > 0 && l.promo < l.price ? l.promo : l.price) * l.quantity,
            0,
          );
          expect(totals.total).toBeGreaterThanOrEqual(0);
          expect(totals.itemsTotal).toBe(itemsTotal / 100);
          expect(totals.total).toBe(Math.max(0, itemsTotal + freight - discount) / 100);
        },
      ),
    );
  });
});
