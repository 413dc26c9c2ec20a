import { describe, expect, it } from 'vitest';
import { lightningOfferFlag } from './lightningOfferFlag';

// An untyped caller may still pass the numeric strings some platform replies carry; the rule matches them.
const untyped = <T>(value: unknown) => value as T;

describe('lightningOfferFlag', () => {
  it("given typeDiscount 1, it shows '-N%'", () => {
    expect(lightningOfferFlag({ typeDiscount: 1, valueDiscount: 10 })).toBe('-10%');
    expect(lightningOfferFlag({ typeDiscount: untyped<number>('1'), valueDiscount: 12.5 })).toBe('-12,5%');
  });

  it("given an amount discount, it shows '-{price}' in BRL", () => {
    expect(lightningOfferFlag({ typeDiscount: 2, valueDiscount: 10 })).toBe('-R$\u00a010,00');
    expect(lightningOfferFlag({ typeDiscount: 0, valueDiscount: 1234.5 })).toBe('-R$\u00a01.234,50');
  });

  it('given no positive valueDiscount, there is no flag', () => {
    expect(lightningOfferFlag({ typeDiscount: 1, valueDiscount: 0 })).toBeUndefined();
    expect(lightningOfferFlag({ typeDiscount: 1 })).toBeUndefined();
  });
});
