import { describe, expect, it } from 'vitest';
import { freeFreightTipText } from './freeFreightTipText';
import { freightPriceText } from './freightPriceText';

describe('freightPriceText', () => {
  it("given zero freight, it shows 'Frete Grátis'", () => {
    expect(freightPriceText(0)).toBe('Frete Grátis');
    expect(freightPriceText(0.001)).toBe('Frete Grátis');
  });

  it('given a price, it shows it in BRL', () => {
    expect(freightPriceText(23.5)).toBe('R$\u00a023,50');
  });
});

describe('freeFreightTipText', () => {
  it('replaces every [Valor] with the formatted remaining value', () => {
    const tip = {
      cartInformation: 'Faltam [Valor] para o frete grátis! Compre mais [Valor].',
      remainingValue: 42.1,
    };
    expect(freeFreightTipText(tip)).toBe(
      'Faltam R$\u00a042,10 para o frete grátis! Compre mais R$\u00a042,10.',
    );
  });

  it('keeps a text without placeholder as it is', () => {
    expect(
      freeFreightTipText({ cartInformation: 'Frete grátis para todo o Brasil', remainingValue: 0 }),
    ).toBe('Frete grátis para todo o Brasil');
  });

  it('given no text, there is no tip', () => {
    expect(freeFreightTipText({ cartInformation: '  ', remainingValue: 10 })).toBeUndefined();
    expect(freeFreightTipText(undefined)).toBeUndefined();
  });
});
