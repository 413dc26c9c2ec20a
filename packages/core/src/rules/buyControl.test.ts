import { describe, expect, it } from 'vitest';
import { buyControl } from './buyControl';

const product = { price: 100, stock: 5 };
const withVariations = {
  price: 100,
  stock: 0,
  haveSku: true,
  availableReferences: [{ idReference: 1, variations: [{ idVariation: 10 }] }],
};

describe('buyControl', () => {
  it('given stock above 0 and not exhausted, it shows the buy button', () => {
    expect(buyControl(product, { variationsVisible: true })).toBe('buy');
  });

  it('given a price-on-request product (type 3), it shows the budget button even without stock', () => {
    expect(buyControl({ ...product, stock: 0, idTypeProduct: 3 }, { variationsVisible: true })).toBe('quote');
  });

  it('given a sold-out product, it opens the notify-me flow', () => {
    expect(buyControl({ ...product, stock: 0 }, { variationsVisible: false })).toBe('sold-out-notify');
    expect(buyControl({ ...product, flagExhausted: 1 }, { variationsVisible: true })).toBe('sold-out-notify');
  });

  it('given a sold-out product with variations hidden on the card, it links to the detail page', () => {
    expect(buyControl(withVariations, { variationsVisible: false })).toBe('sold-out-link-to-detail');
    expect(buyControl(withVariations, { variationsVisible: true })).toBe('sold-out-notify');
  });

  it('given a resolved SKU, its stock decides', () => {
    expect(buyControl(withVariations, { variationsVisible: true, sku: { stock: 2 } })).toBe('buy');
    expect(buyControl({ ...withVariations, stock: 9 }, { variationsVisible: true, sku: { stock: 0 } })).toBe(
      'sold-out-notify',
    );
  });
});
