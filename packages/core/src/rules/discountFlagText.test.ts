import { describe, expect, it } from 'vitest';
import { discountFlagText } from './discountFlagText';

describe('discountFlagText', () => {
  it("renders the spec's '{percent} OFF' with the percent sign: 15 → '15% OFF'", () => {
    expect(discountFlagText(15)).toBe('15% OFF');
  });

  it('rounds a fractional percent', () => {
    expect(discountFlagText(14.6)).toBe('15% OFF');
  });

  it('uses a text override from the provider', () => {
    expect(discountFlagText(20, { discountFlag: (percent) => `${percent} de desconto` })).toBe(
      '20% de desconto',
    );
  });
});
