import type { AnalyticsOrder } from '@vitrine/core';
import { productToAnalyticsItem } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { sandboxDetail } from '../flows/testing/sandboxDetail';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
import { recordingSink } from './testing/recordingSink';
import { trackPurchase } from './trackPurchase';
import { usePurchaseTracking } from './usePurchaseTracking';

const { simple } = sandboxFixtures;

function sandboxOrder(transactionId: string): AnalyticsOrder {
  const { store } = createTestStorefront();
  const pan = productToAnalyticsItem(sandboxDetail(store, simple.urlFriendly), { quantity: 2 });
  return { transactionId, items: [pan], shipping: 25, coupon: 'BEMVINDO10' };
}

describe('trackPurchase', () => {
  it('sends purchase in BRL with the transaction, value and shipping, and the pixel Purchase with the same value', () => {
    const analytics = recordingSink();

    trackPurchase(analytics, sandboxOrder('PED-1001'));

    expect(analytics.ecommerceEvents).toHaveLength(1);
    expect(analytics.ecommerceEvents[0]).toMatchObject({
      event: 'purchase',
      ecommerce: {
        currency: 'BRL',
        transaction_id: 'PED-1001',
        value: 684.8,
        shipping: 25,
        coupon: 'BEMVINDO10',
        items: [{ item_id: String(simple.idProduct), price: 329.9, quantity: 2 }],
      },
    });
    expect(analytics.pixelEvents).toMatchObject([
      { name: 'Purchase', params: { value: 684.8, currency: 'BRL', num_items: 2 } },
    ]);
  });

  it('given a sink without a pixel, only the data-layer event is sent', () => {
    const events: unknown[] = [];
    expect(() =>
      trackPurchase({ ecommerce: (event) => events.push(event) }, sandboxOrder('PED-1')),
    ).not.toThrow();
    expect(events).toHaveLength(1);
  });
});

describe('usePurchaseTracking', () => {
  it('given the confirmed order, it is reported once per transaction id, not on re-renders', () => {
    const analytics = recordingSink();
    const order = sandboxOrder('PED-2001');
    const { rerender } = renderHookWithStorefront(
      (current: AnalyticsOrder | undefined) => usePurchaseTracking(current),
      { initialProps: undefined, providerProps: { analytics } },
    );
    expect(analytics.ecommerceEvents).toEqual([]);

    rerender(order);
    rerender(order);
    rerender({ ...order });
    expect(analytics.ecommerceEvents.map((event) => event.ecommerce.transaction_id)).toEqual(['PED-2001']);
    expect(analytics.pixelEvents).toHaveLength(1);

    rerender(sandboxOrder('PED-2002'));
    expect(analytics.ecommerceEvents.map((event) => event.ecommerce.transaction_id)).toEqual([
      'PED-2001',
      'PED-2002',
    ]);
  });
});
