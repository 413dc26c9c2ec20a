import type { ProductDetail } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { sandboxDetail } from '../flows/testing/sandboxDetail';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
import { recordingSink } from './testing/recordingSink';
import { useViewItemTracking } from './useViewItemTracking';

const { simple, percentDiscount } = sandboxFixtures;

describe('useViewItemTracking', () => {
  it('given a product shown, it sends view_item in BRL and the pixel ViewContent once', () => {
    const { store } = createTestStorefront();
    const product = sandboxDetail(store, simple.urlFriendly);
    const analytics = recordingSink();

    renderHookWithStorefront(() => useViewItemTracking(product), { store, providerProps: { analytics } });

    expect(analytics.ecommerceEvents).toHaveLength(1);
    const [event] = analytics.ecommerceEvents;
    expect(event?.event).toBe('view_item');
    expect(event?.ecommerce.currency).toBe('BRL');
    expect(event?.ecommerce.value).toBe(329.9);
    expect(event?.ecommerce.items).toMatchObject([
      { item_id: String(simple.idProduct), item_name: simple.name, price: 329.9, quantity: 1 },
    ]);
    expect(analytics.pixelEvents).toMatchObject([
      {
        name: 'ViewContent',
        params: {
          content_ids: [String(simple.idProduct)],
          value: 329.9,
          currency: 'BRL',
          content_name: simple.name,
        },
      },
    ]);
  });

  it('given a product on promotion, the item carries the promotional price and the discount', () => {
    const { store } = createTestStorefront();
    const product = sandboxDetail(store, percentDiscount.urlFriendly);
    const promotional = product.pricePromotion ?? 0;
    expect(promotional).toBeGreaterThan(0);
    expect(promotional).toBeLessThan(product.price);
    const analytics = recordingSink();

    renderHookWithStorefront(() => useViewItemTracking(product), { store, providerProps: { analytics } });

    const item = analytics.ecommerceEvents[0]?.ecommerce.items[0];
    expect(item?.price).toBe(promotional);
    expect(item?.discount).toBeCloseTo(product.price - promotional, 2);
  });

  it('given re-renders and a revalidated copy of the same product, nothing is resent; a new product is sent', () => {
    const { store } = createTestStorefront();
    const first = sandboxDetail(store, simple.urlFriendly);
    const second = sandboxDetail(store, percentDiscount.urlFriendly);
    const analytics = recordingSink();
    const { rerender } = renderHookWithStorefront(
      (product: ProductDetail | undefined) => useViewItemTracking(product),
      { store, initialProps: first, providerProps: { analytics } },
    );

    rerender(first);
    rerender({ ...first });
    expect(analytics.ecommerceEvents).toHaveLength(1);

    rerender(second);
    expect(analytics.ecommerceEvents.map((event) => event.ecommerce.items[0]?.item_id)).toEqual([
      String(simple.idProduct),
      String(percentDiscount.idProduct),
    ]);
    expect(analytics.pixelEvents).toHaveLength(2);
  });

  it('while the product is still loading (undefined), nothing is sent', () => {
    const analytics = recordingSink();
    renderHookWithStorefront(() => useViewItemTracking(undefined), { providerProps: { analytics } });
    expect(analytics.ecommerceEvents).toEqual([]);
    expect(analytics.pixelEvents).toEqual([]);
  });
});
