import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canTickConjunct } from './canTickConjunct';
import { conjunctTotals } from './conjunctTotals';

const zero = { subTotal: 0, discount: 0, total: 0 };

describe('conjunctTotals', () => {
  it('ticking adds the price to the subtotal, the saving to the discount and the price paid to the total', () => {
    const totals = conjunctTotals(zero, [{ item: { price: 100, pricePromotion: 70 }, ticked: true }]);
    expect(totals).toEqual({ subTotal: 100, discount: 30, total: 70 });
  });

  it('counts the item quantity', () => {
    const totals = conjunctTotals(zero, [{ item: { price: 10.1, quantity: 3 }, ticked: true }]);
    expect(totals).toEqual({ subTotal: 30.3, discount: 0, total: 30.3 });
  });

  it('unticking removes them again', () => {
    const item = { price: 49.9, pricePromotion: 39.9 };
    const base = { subTotal: 120, discount: 20, total: 100 };
    expect(
      conjunctTotals(base, [
        { item, ticked: true },
        { item, ticked: false },
      ]),
    ).toEqual(base);
  });

  it('never goes below 0 when unticking more than was ticked', () => {
    expect(conjunctTotals(zero, [{ item: { price: 50, pricePromotion: 40 }, ticked: false }])).toEqual(zero);
  });

  it('never goes below 0, and tick then untick is the identity', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    const item = fc
      .record({ price: cents, promo: cents, quantity: fc.integer({ min: 1, max: 5 }) })
      .map((i) => ({
        price: i.price / 100,
        pricePromotion: i.promo / 100,
        quantity: i.quantity,
      }));
    const base = fc.record({ subTotal: cents, discount: cents, total: cents }).map((b) => ({
      subTotal: b.subTotal / 100,
      discount: b.discount / 100,
      total: b.total / 100,
    }));
    fc.assert(
      fc.property(
        base,
        fc.array(fc.record({ item, ticked: fc.boolean() }), { maxLength: 8 }),
        item,
        (start, ticks, extra) => {
          const after = conjunctTotals(start, ticks);
          expect(after.subTotal).toBeGreaterThanOrEqual(0);
          expect(after.discount).toBeGreaterThanOrEqual(0);
          expect(after.total).toBeGreaterThanOrEqual(0);
          const roundTrip = conjunctTotals(after, [
            { item: extra, ticked: true },
            { item: extra, ticked: false },
          ]);
          expect(roundTrip).toEqual(after);
        },
      ),
    );
  });
});

describe('canTickConjunct', () => {
  it('allows ticking only a chosen SKU with stock', () => {
    expect(canTickConjunct({ stock: 2 })).toBe(true);
    expect(canTickConjunct({ stock: 0 })).toBe(false);
    expect(canTickConjunct({ stock: 3, flagExhausted: 1 })).toBe(false);
    expect(canTickConjunct(undefined)).toBe(false);
  });
});
