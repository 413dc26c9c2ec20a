import { describe, expect, it } from 'vitest';
import { selectVariation } from './selectVariation';

const references = [
  { idReference: 1, variations: [{ idVariation: 10 }, { idVariation: 11 }] },
  { idReference: 2, variations: [{ idVariation: 20 }, { idVariation: 21 }] },
];
const skus = [
  { idSku: 100, price: 50, stock: 3, variations: [{ idVariation: 10 }, { idVariation: 20 }] },
  { idSku: 101, price: 50, stock: 1, variations: [{ idVariation: 10 }, { idVariation: 21 }] },
  { idSku: 102, price: 55, stock: 7, variations: [{ idVariation: 11 }, { idVariation: 21 }] },
];

describe('selectVariation', () => {
  it('given the first choice, it records it, resets the quantity to 1 and waits for the other reference', () => {
    const result = selectVariation({ skus, references, chosen: {} }, { idReference: 1, idVariation: 10 });
    expect(result.chosen).toEqual({ 1: 10 });
    expect(result.quantity).toBe(1);
    expect(result.resolution.status).toBe('incomplete');
    expect(result.rebuilt).toBe(false);
  });

  it('given a choice that completes a SKU, that SKU becomes current', () => {
    const result = selectVariation(
      { skus, references, chosen: { 1: 10 } },
      { idReference: 2, idVariation: 21 },
    );
    expect(result.chosen).toEqual({ 1: 10, 2: 21 });
    expect(result.resolution).toEqual({ status: 'found', sku: skus[1], stock: 1 });
  });

  it('given a combination that does not exist, it rebuilds the choices from the first SKU with the clicked variation', () => {
    // Azul + P chosen, shopper clicks Preto: Preto + P does not exist, the first SKU with Preto is Preto + M.
    const result = selectVariation(
      { skus, references, chosen: { 1: 10, 2: 20 } },
      { idReference: 1, idVariation: 11 },
    );
    expect(result.rebuilt).toBe(true);
    expect(result.chosen).toEqual({ 1: 11, 2: 21 });
    expect(result.resolution.sku?.idSku).toBe(102);
  });

  it('given a clicked variation no SKU has, it keeps the choice and resolves to stock 0', () => {
    const partial = [skus[0]!, skus[1]!];
    const result = selectVariation(
      { skus: partial, references, chosen: { 1: 10, 2: 20 } },
      { idReference: 1, idVariation: 11 },
    );
    expect(result.rebuilt).toBe(false);
    expect(result.chosen).toEqual({ 1: 11, 2: 20 });
    expect(result.resolution).toEqual({ status: 'not-found', sku: undefined, stock: 0 });
  });

  it('does not change the state it was given', () => {
    const chosen = { 1: 10 };
    selectVariation({ skus, references, chosen }, { idReference: 1, idVariation: 11 });
    expect(chosen).toEqual({ 1: 10 });
  });
});
