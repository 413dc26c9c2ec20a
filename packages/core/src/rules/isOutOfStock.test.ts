import { describe, expect, it } from 'vitest';
import { isBundleOutOfStock } from './isBundleOutOfStock';
import { isOutOfStock } from './isOutOfStock';

describe('isOutOfStock', () => {
  it('given stock 0 or below, it is out of stock', () => {
    expect(isOutOfStock({ stock: 0 })).toBe(true);
    expect(isOutOfStock({ stock: -1 })).toBe(true);
    expect(isOutOfStock({})).toBe(true);
  });

  it('given flagExhausted (true or 1), it is out of stock whatever the stock', () => {
    expect(isOutOfStock({ stock: 5, flagExhausted: true })).toBe(true);
    expect(isOutOfStock({ stock: 5, flagExhausted: 1 })).toBe(true);
  });

  it('given stock and no exhausted flag, it is in stock', () => {
    expect(isOutOfStock({ stock: 1, flagExhausted: 0 })).toBe(false);
  });

  it('given a kit with one component in stock, it is in stock even with its own stock at 0', () => {
    expect(isOutOfStock({ stock: 0, isKit: true, kitProducts: [{ stock: 0 }, { stock: 2 }] })).toBe(false);
  });

  it('given a conjunct product whose every component has no stock, it is out of stock', () => {
    expect(isOutOfStock({ stock: 10, hasConjunct: 1, conjunctProducts: [{ stock: 0 }, { stock: 0 }] })).toBe(
      true,
    );
  });
});

describe('isBundleOutOfStock', () => {
  it('is out of stock only when every component is', () => {
    expect(isBundleOutOfStock({ isKit: true, kitProducts: [{ stock: 0, quantity: 2 }, { stock: 0 }] })).toBe(
      true,
    );
    expect(isBundleOutOfStock({ isKit: true, kitProducts: [{ stock: 0 }, { stock: 1 }] })).toBe(false);
    expect(
      isBundleOutOfStock({ hasConjunct: true, conjunctProducts: [{ stock: 3, flagExhausted: true }] }),
    ).toBe(true);
  });

  it('given a product that is not a bundle, or a bundle without components, it is not out of stock by this rule', () => {
    expect(isBundleOutOfStock({})).toBe(false);
    expect(isBundleOutOfStock({ isKit: false, kitProducts: [{ stock: 0 }] })).toBe(false);
    expect(isBundleOutOfStock({ isKit: true, kitProducts: [] })).toBe(false);
  });
});
