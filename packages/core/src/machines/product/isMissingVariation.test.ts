import { describe, expect, it } from 'vitest';
import { isMissingVariation } from './isMissingVariation';

describe('isMissingVariation', () => {
  it('given a product with variations and no SKU chosen (null or undefined), it is missing one', () => {
    expect(isMissingVariation({ hasVariations: true, idSku: null })).toBe(true);
    expect(isMissingVariation({ hasVariations: true, idSku: undefined })).toBe(true);
  });

  it('given a chosen SKU, or a product without variations, nothing is missing', () => {
    expect(isMissingVariation({ hasVariations: true, idSku: 0 })).toBe(false);
    expect(isMissingVariation({ hasVariations: true, idSku: 42 })).toBe(false);
    expect(isMissingVariation({ hasVariations: false, idSku: null })).toBe(false);
  });
});
