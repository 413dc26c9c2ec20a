import { describe, expect, it } from 'vitest';
import { isPriceOnRequest } from './isPriceOnRequest';
import { ruleMessages } from './ruleMessages';

// An untyped caller may still pass the numeric strings some platform replies carry; the rule matches them.
const untyped = <T>(value: unknown) => value as T;

describe('isPriceOnRequest', () => {
  it('given idTypeProduct 3 (number or string), the product is sold on request', () => {
    expect(isPriceOnRequest({ idTypeProduct: 3 })).toBe(true);
    expect(isPriceOnRequest({ idTypeProduct: untyped<number>('3') })).toBe(true);
  });

  it('given a physical product (type 1) or no type, it is not', () => {
    expect(isPriceOnRequest({ idTypeProduct: 1 })).toBe(false);
    expect(isPriceOnRequest({})).toBe(false);
  });

  it("offers both spellings of the spec: 'Sob Consulta' for the price slot and 'Sob consulta' for the buy area", () => {
    expect(ruleMessages.priceOnRequest).toBe('Sob Consulta');
    expect(ruleMessages.priceOnRequestBuyArea).toBe('Sob consulta');
  });
});
