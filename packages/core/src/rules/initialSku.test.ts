import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialSku } from './initialSku';

const sku = (
  idSku: number,
  stock: number,
  flags: { standard?: boolean | number; visible?: boolean | number } = {},
) => ({
  idSku,
  price: 10,
  stock,
  variations: [],
  ...flags,
});

describe('initialSku', () => {
  it('given a visible, in-stock standard SKU, it opens with it', () => {
    const skus = [sku(1, 5, { visible: 1 }), sku(2, 3, { standard: 1, visible: 1 })];
    expect(initialSku(skus)?.idSku).toBe(2);
  });

  it('given the standard SKU out of stock, it opens with the first visible in-stock SKU', () => {
    const skus = [
      sku(1, 5, { visible: 0 }),
      sku(2, 0, { standard: true, visible: true }),
      sku(3, 2, { visible: true }),
    ];
    expect(initialSku(skus)?.idSku).toBe(3);
  });

  it('given the standard SKU hidden, it is not chosen even in stock', () => {
    const skus = [sku(1, 5, { standard: true, visible: false }), sku(2, 1, { visible: true })];
    expect(initialSku(skus)?.idSku).toBe(2);
  });

  it('given no visible in-stock SKU, it opens with the first SKU', () => {
    const skus = [sku(7, 0, { visible: true }), sku(8, 4, { visible: false })];
    expect(initialSku(skus)?.idSku).toBe(7);
  });

  it('given an exhausted SKU with stock, it counts as out of stock', () => {
    const skus = [{ ...sku(1, 9, { standard: true }), flagExhausted: true }, sku(2, 1)];
    expect(initialSku(skus)?.idSku).toBe(2);
  });

  it('given no SKU, there is none', () => {
    expect(initialSku([])).toBeUndefined();
  });

  it('always returns a member of a non-empty list', () => {
    const arbitrarySku = fc.record({
      idSku: fc.integer(),
      price: fc.constant(10),
      stock: fc.integer({ min: -2, max: 5 }),
      standard: fc.oneof(fc.boolean(), fc.constantFrom(0, 1)),
      visible: fc.option(fc.oneof(fc.boolean(), fc.constantFrom(0, 1)), { nil: undefined }),
      variations: fc.constant([]),
    });
    fc.assert(
      fc.property(fc.array(arbitrarySku, { minLength: 1, maxLength: 12 }), (skus) => {
        expect(skus).toContain(initialSku(skus));
      }),
    );
  });
});
