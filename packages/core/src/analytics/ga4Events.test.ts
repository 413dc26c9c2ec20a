import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCartEvent } from './addToCartEvent';
import { bannerPromotion } from './bannerPromotion';
import { cartItemToAnalyticsItem } from './cartItemToAnalyticsItem';
import { dataLayerPushes } from './dataLayerPushes';
import { productToAnalyticsItem } from './productToAnalyticsItem';
import { purchaseEvent } from './purchaseEvent';
import { selectItemEvent } from './selectItemEvent';
import { selectPromotionEvent } from './selectPromotionEvent';
import { toGa4Item } from './toGa4Item';
import type { AnalyticsItem } from './types';
import { viewCartEvent } from './viewCartEvent';
import { viewItemEvent } from './viewItemEvent';
import { viewItemListEvent } from './viewItemListEvent';
import { viewPromotionEvent } from './viewPromotionEvent';

const product = {
  idProduct: 101,
  name: '<b>Camiseta</b> Térmica',
  nameWithoutHtml: 'Camiseta Térmica',
  price: 100,
  pricePromotion: 79.9,
  brand: { name: 'Nike' },
  categories: [
    { name: 'Roupas', level: '01', default: false },
    { name: 'Camisetas', level: '0101', default: false },
    { name: 'Manga Longa', level: '010101', default: true },
    { name: 'Esportes', level: '02', default: false },
  ],
};

const tenis: AnalyticsItem = { id: 202, name: 'Tênis Corrida', price: 299.9, quantity: 1 };

describe('productToAnalyticsItem and toGa4Item', () => {
  it('shapes a product as GA4 expects: ids as text, brand, the default category path, price charged and discount', () => {
    const item = toGa4Item(productToAnalyticsItem(product, { quantity: 2, variant: 'Cor: Azul' }));
    expect(item).toEqual({
      item_id: '101',
      item_name: 'Camiseta Térmica',
      item_brand: 'Nike',
      item_category: 'Roupas',
      item_category2: 'Camisetas',
      item_category3: 'Manga Longa',
      item_variant: 'Cor: Azul',
      price: 79.9,
      discount: 20.1,
      quantity: 2,
    });
  });

  it("given a chosen SKU, its prices win over the product's", () => {
    const item = toGa4Item(
      productToAnalyticsItem(product, { sku: { idSku: 9, price: 110, pricePromotion: 0 } }),
    );
    expect(item.price).toBe(110);
    expect(item.discount).toBeUndefined();
    expect(item.quantity).toBe(1);
  });

  it('given more than five category levels, it keeps the first five', () => {
    const item = toGa4Item({ id: 1, name: 'x', price: 1, categories: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect(item.item_category5).toBe('e');
    expect(Object.keys(item).filter((key) => key.startsWith('item_category'))).toHaveLength(5);
  });

  it('given a promotion price not below the list price, there is no discount', () => {
    expect(toGa4Item({ id: 1, name: 'x', price: 50, promotionPrice: 60 })).toMatchObject({ price: 50 });
    expect(toGa4Item({ id: 1, name: 'x', price: 50, promotionPrice: 60 }).discount).toBeUndefined();
  });
});

describe('list events', () => {
  it('view_item_list indexes the items from 0 and names the list', () => {
    const event = viewItemListEvent([productToAnalyticsItem(product), tenis], {
      id: 'category-3',
      name: 'Camisetas',
    });
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce).toMatchObject({
      currency: 'BRL',
      value: 379.8,
      item_list_id: 'category-3',
      item_list_name: 'Camisetas',
    });
    expect(event.ecommerce.items.map((item) => [item.item_id, item.index, item.item_list_name])).toEqual([
      ['101', 0, 'Camisetas'],
      ['202', 1, 'Camisetas'],
    ]);
  });

  it('select_item carries the clicked item with its position', () => {
    const event = selectItemEvent(tenis, { name: 'Busca' }, 4);
    expect(event).toEqual({
      event: 'select_item',
      ecommerce: {
        currency: 'BRL',
        value: 299.9,
        item_list_name: 'Busca',
        items: [
          {
            item_id: '202',
            item_name: 'Tênis Corrida',
            price: 299.9,
            quantity: 1,
            index: 4,
            item_list_name: 'Busca',
          },
        ],
      },
    });
  });
});

describe('promotion events', () => {
  const banner = bannerPromotion({ idBanner: 7, name: 'Verão 2025', nameFileImage: 'verao.jpg' }, 'F');

  it('view_promotion of a banner reports the promotion and one item standing for it', () => {
    const event = viewPromotionEvent(banner);
    expect(event.ecommerce).toEqual({
      currency: 'BRL',
      value: 0,
      promotion_id: '7',
      promotion_name: 'Verão 2025',
      creative_name: 'verao.jpg',
      creative_slot: 'F',
      items: [
        {
          item_id: 'promotion-7',
          item_name: 'Verão 2025',
          price: 0,
          quantity: 1,
          promotion_id: '7',
          promotion_name: 'Verão 2025',
          creative_name: 'verao.jpg',
          creative_slot: 'F',
        },
      ],
    });
  });

  it('select_promotion with promoted products tags each item with the promotion', () => {
    const event = selectPromotionEvent(banner, [tenis]);
    expect(event.event).toBe('select_promotion');
    expect(event.ecommerce.value).toBe(299.9);
    expect(event.ecommerce.items[0]).toMatchObject({ item_id: '202', promotion_id: '7', creative_slot: 'F' });
  });
});

describe('cart and detail events', () => {
  const lines = [
    cartItemToAnalyticsItem({
      idProduct: 101,
      name: 'Camiseta Térmica - Azul M',
      originalName: 'Camiseta Térmica',
      quantity: 3,
      price: 100,
      pricePromotion: 79.9,
      categoria: 'Camisetas',
      cartItemVariations: [
        { nameReference: 'Cor', nameVariation: 'Azul' },
        { nameReference: 'Tamanho', nameVariation: 'M' },
      ],
    }),
    cartItemToAnalyticsItem({ idProduct: 5, name: 'Meia', quantity: 1, price: 0.1, pricePromotion: null }),
  ];

  it('add_to_cart values the added quantity at the price charged', () => {
    const event = addToCartEvent([lines[0]!]);
    expect(event.event).toBe('add_to_cart');
    expect(event.ecommerce.value).toBe(239.7);
    expect(event.ecommerce.items[0]).toEqual({
      item_id: '101',
      item_name: 'Camiseta Térmica',
      item_category: 'Camisetas',
      item_variant: 'Cor: Azul / Tamanho: M',
      price: 79.9,
      discount: 20.1,
      quantity: 3,
    });
  });

  it('view_cart sums every line to the cent', () => {
    const event = viewCartEvent(lines);
    expect(event.ecommerce.value).toBe(239.8);
    expect(event.ecommerce.items.map((item) => item.index)).toEqual([0, 1]);
  });

  it('view_item reports the product shown', () => {
    const event = viewItemEvent(productToAnalyticsItem(product));
    expect(event).toMatchObject({ event: 'view_item', ecommerce: { currency: 'BRL', value: 79.9 } });
  });

  it('purchase carries the transaction id, shipping and the amount paid', () => {
    expect(
      purchaseEvent({ transactionId: 9876, items: lines, shipping: 15.5, coupon: 'BEMVINDO' }).ecommerce,
    ).toMatchObject({
      transaction_id: '9876',
      value: 255.3,
      shipping: 15.5,
      coupon: 'BEMVINDO',
      currency: 'BRL',
    });
    expect(purchaseEvent({ transactionId: 'A1', items: lines, value: 200 }).ecommerce.value).toBe(200);
  });

  it('the value is the exact sum of the lines in cents, whatever the prices and quantities', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.nat(),
            cents: fc.integer({ min: 0, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 9999 }),
          }),
        ),
        (lines) => {
          const items = lines.map((line) => ({
            id: line.id,
            name: 'x',
            price: line.cents / 100,
            quantity: line.quantity,
          }));
          const totalCents = lines.reduce((sum, line) => sum + line.cents * line.quantity, 0);
          expect(viewCartEvent(items).ecommerce.value).toBe(totalCents / 100);
        },
      ),
    );
  });
});

describe('dataLayerPushes', () => {
  it('clears the previous ecommerce object before pushing the event', () => {
    const event = viewItemEvent(tenis);
    expect(dataLayerPushes(event)).toEqual([{ ecommerce: null }, event]);
  });
});
