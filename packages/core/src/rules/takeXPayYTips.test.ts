import { describe, expect, it } from 'vitest';
import { takeXPayYTips } from './takeXPayYTips';

describe('takeXPayYTips', () => {
  it('turns each rule into a tip with the price of the bundle', () => {
    expect(takeXPayYTips([{ quantityToBuy: 3, quantityFree: 1 }], 29.9)).toEqual([
      { take: 3, pay: 2, text: 'Leve 3 e pague 2', total: 59.8, totalText: 'R$\u00a059,80', perUnit: 19.93 },
    ]);
  });

  it('orders tips by quantity and skips rules that give nothing or everything away', () => {
    const tips = takeXPayYTips([
      { quantityToBuy: 5, quantityFree: 2 },
      { quantityToBuy: 2, quantityFree: 0 },
      { quantityToBuy: 2, quantityFree: 2 },
      { quantityToBuy: 4, quantityFree: 1 },
    ]);
    expect(tips.map((tip) => tip.text)).toEqual(['Leve 4 e pague 3', 'Leve 5 e pague 3']);
    expect(tips[0]?.total).toBeUndefined();
  });
});
