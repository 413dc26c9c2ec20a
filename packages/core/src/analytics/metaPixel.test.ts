import { describe, expect, it } from 'vitest';
import { metaPixelAddToCart } from './metaPixelAddToCart';
import { metaPixelInitiateCheckout } from './metaPixelInitiateCheckout';
import { metaPixelPurchase } from './metaPixelPurchase';
import { metaPixelViewContent } from './metaPixelViewContent';
import type { AnalyticsItem } from './types';

const camiseta: AnalyticsItem = { id: 101, name: 'Camiseta', price: 100, promotionPrice: 79.9, quantity: 2 };
const meia: AnalyticsItem = { id: 5, name: 'Meia', price: 19.9 };

describe('Meta pixel events', () => {
  it('ViewContent names the product, with content_ids, product type, value and BRL', () => {
    expect(metaPixelViewContent({ ...camiseta, quantity: 1 })).toEqual({
      name: 'ViewContent',
      params: {
        content_ids: ['101'],
        content_type: 'product',
        contents: [{ id: '101', quantity: 1, item_price: 79.9 }],
        value: 79.9,
        currency: 'BRL',
        content_name: 'Camiseta',
      },
    });
  });

  it('AddToCart values the quantities added', () => {
    expect(metaPixelAddToCart([camiseta]).params).toMatchObject({
      content_ids: ['101'],
      value: 159.8,
      currency: 'BRL',
    });
  });

  it('InitiateCheckout counts the units of every line', () => {
    const event = metaPixelInitiateCheckout([camiseta, meia]);
    expect(event.name).toBe('InitiateCheckout');
    expect(event.params).toMatchObject({ content_ids: ['101', '5'], num_items: 3, value: 179.7 });
  });

  it('Purchase reports the amount paid when given', () => {
    expect(metaPixelPurchase([camiseta, meia], 195.2).params).toMatchObject({ value: 195.2, num_items: 3 });
    expect(metaPixelPurchase([meia]).params.value).toBe(19.9);
  });
});
