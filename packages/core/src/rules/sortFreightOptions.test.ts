import { describe, expect, it } from 'vitest';
import { sortFreightOptions } from './sortFreightOptions';

const option = (name: string, valueShipping: number, deliveryTime: number | null) => ({
  shippingMode: { name, deliveryTime },
  valueShipping,
});

describe('sortFreightOptions', () => {
  it('orders from cheapest to dearest, then fastest first, without changing the input', () => {
    const options = [
      option('Sedex', 40, 2),
      option('PAC', 20, 8),
      option('Retirada', 0, null),
      option('Expresso', 20, 3),
    ];
    const sorted = sortFreightOptions(options);
    expect(sorted.map((o) => o.shippingMode.name)).toEqual(['Retirada', 'Expresso', 'PAC', 'Sedex']);
    expect(options[0]?.shippingMode.name).toBe('Sedex');
  });
});
