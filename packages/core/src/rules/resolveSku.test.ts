import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveSku } from './resolveSku';
import type { ChosenVariations } from './types';

// An untyped caller may still pass the numeric strings some platform replies carry; the rule matches them.
const untyped = <T>(value: unknown) => value as T;

// Colour (reference 1): 10 Azul, 11 Preto. Size (reference 2): 20 P, 21 M.
const references = [
  { idReference: 1, name: 'Cor', variations: [{ idVariation: 10 }, { idVariation: 11 }] },
  { idReference: 2, name: 'Tamanho', variations: [{ idVariation: 20 }, { idVariation: 21 }] },
];
const skus = [
  { idSku: 100, price: 50, stock: 3, variations: [{ idVariation: 10 }, { idVariation: 20 }] },
  { idSku: 101, price: 50, stock: 0, variations: [{ idVariation: 10 }, { idVariation: 21 }] },
  {
    idSku: 102,
    price: 55,
    stock: 7,
    variations: [
      { idVariation: 11, idReference: 1 },
      { idVariation: 21, idReference: 2 },
    ],
  },
];

describe('resolveSku', () => {
  it('given every reference chosen, it resolves the SKU carrying that combination', () => {
    const result = resolveSku(skus, references, { 1: 10, 2: 20 });
    expect(result).toEqual({ status: 'found', sku: skus[0], stock: 3 });
  });

  it('matches ids sent as strings', () => {
    expect(resolveSku(skus, references, untyped<ChosenVariations>({ '1': '11', '2': '21' })).sku?.idSku).toBe(
      102,
    );
  });

  it('given a reference without a choice, it resolves nothing yet and says which is missing', () => {
    expect(resolveSku(skus, references, { 1: 10 })).toEqual({
      status: 'incomplete',
      missing: [2],
      sku: undefined,
      stock: undefined,
    });
  });

  it('given a combination no SKU carries, the stock is 0', () => {
    expect(resolveSku(skus, references, { 1: 11, 2: 20 })).toEqual({
      status: 'not-found',
      sku: undefined,
      stock: 0,
    });
  });

  it('given a resolved SKU without stock, it reports its stock of 0', () => {
    expect(resolveSku(skus, references, { 1: 10, 2: 21 })).toMatchObject({ status: 'found', stock: 0 });
  });

  it('ignores references that list no variation', () => {
    const withEmpty = [...references, { idReference: 3, variations: [] }];
    expect(resolveSku(skus, withEmpty, { 1: 10, 2: 20 }).sku?.idSku).toBe(100);
  });

  it('never returns a SKU whose variations disagree with the chosen set', () => {
    const variationIds = [10, 11, 20, 21];
    const arbitrarySku = fc.record({
      idSku: fc.integer({ min: 1, max: 999 }),
      price: fc.constant(1),
      stock: fc.integer({ min: 0, max: 3 }),
      variations: fc.subarray(variationIds).map((ids) => ids.map((idVariation) => ({ idVariation }))),
    });
    fc.assert(
      fc.property(
        fc.array(arbitrarySku, { maxLength: 8 }),
        fc.constantFrom(10, 11),
        fc.constantFrom(20, 21),
        (generated, colour, size) => {
          const result = resolveSku(generated, references, { 1: colour, 2: size });
          if (result.status === 'found') {
            const ids = (result.sku.variations ?? []).map((v) => v.idVariation);
            expect(ids).toContain(colour);
            expect(ids).toContain(size);
            // The SKU carries no other colour or size than the chosen ones.
            expect(ids.filter((id) => id === 10 || id === 11)).toEqual([colour]);
            expect(ids.filter((id) => id === 20 || id === 21)).toEqual([size]);
          } else {
            expect(result).toEqual({ status: 'not-found', sku: undefined, stock: 0 });
          }
        },
      ),
    );
  });
});
