import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER_BRANDS } from './bankTransferBrands';
import { isCardProviderGateway } from './isCardProviderGateway';

// An untyped caller may still pass the numeric strings some platform replies carry; the rule matches them.
const untyped = <T>(value: unknown) => value as T;

describe('isCardProviderGateway', () => {
  it('detects gateways 17 and 20, as numbers or strings', () => {
    expect(isCardProviderGateway(17)).toBe(true);
    expect(isCardProviderGateway(20)).toBe(true);
    expect(isCardProviderGateway(untyped<number>('17'))).toBe(true);
  });

  it('rejects every other gateway id', () => {
    for (const id of [0, 1, 16, 18, 19, 21, 170, undefined, null])
      expect(isCardProviderGateway(id)).toBe(false);
  });
});

describe('BANK_TRANSFER_BRANDS', () => {
  it('lists the brands 320, 321, 322, 323 in that order, each with a bank name', () => {
    expect(BANK_TRANSFER_BRANDS.map((brand) => brand.idPaymentBrand)).toEqual([320, 321, 322, 323]);
    for (const brand of BANK_TRANSFER_BRANDS) expect(brand.bankName.length).toBeGreaterThan(0);
  });
});
