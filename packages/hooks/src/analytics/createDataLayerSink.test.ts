import type { AnalyticsItem } from '@vitrine/core';
import { addToCartEvent, metaPixelAddToCart, metaPixelViewContent, viewItemEvent } from '@vitrine/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataLayerSink } from './createDataLayerSink';
import type { AnalyticsWindow, MetaPixelFunction } from './types';

const shirt: AnalyticsItem = { id: 42, name: 'Camiseta Básica', brand: 'Vitrine', price: 59.9, quantity: 2 };
const page = window as unknown as AnalyticsWindow;

/** A pixel `fbq` that records its calls, standing in for Meta's library. */
function fakePixel(): MetaPixelFunction & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  const fbq = ((...args: unknown[]) => {
    calls.push(args);
  }) as MetaPixelFunction & { calls: unknown[][] };
  fbq.calls = calls;
  return fbq;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  delete page.dataLayer;
  delete page.shopLayer;
  delete page.fbq;
});

describe('createDataLayerSink', () => {
  it('given no data layer yet, it creates one and pushes the cleared ecommerce object before the event', () => {
    const event = addToCartEvent([shirt]);
    createDataLayerSink().ecommerce(event);

    expect(page.dataLayer).toEqual([{ ecommerce: null }, event]);
    expect(page.dataLayer).toEqual([
      { ecommerce: null },
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({ currency: 'BRL' }),
      }),
    ]);
  });

  it('given the tag manager already owns the data layer, it appends to the same array', () => {
    const layer: unknown[] = [{ 'gtm.start': 1, event: 'gtm.js' }];
    page.dataLayer = layer;
    const sink = createDataLayerSink();

    sink.ecommerce(viewItemEvent(shirt));
    sink.ecommerce(addToCartEvent([shirt]));

    expect(page.dataLayer).toBe(layer);
    expect(layer.map((entry) => (entry as { event?: string; ecommerce?: unknown }).event ?? 'clear')).toEqual(
      ['gtm.js', 'clear', 'view_item', 'clear', 'add_to_cart'],
    );
  });

  it('given a custom data layer name, it pushes there and leaves window.dataLayer alone', () => {
    createDataLayerSink({ dataLayerName: 'shopLayer' }).ecommerce(viewItemEvent(shirt));

    expect(page.shopLayer).toHaveLength(2);
    expect(page.dataLayer).toBeUndefined();
  });

  it('given the pixel is on the page, a view-content event is tracked at once', () => {
    const fbq = fakePixel();
    page.fbq = fbq;
    const event = metaPixelViewContent(shirt);

    createDataLayerSink().pixel?.(event);

    expect(fbq.calls).toEqual([['track', 'ViewContent', event.params]]);
  });

  it('the pixel add-to-cart arrives 700 ms late, not before', () => {
    const fbq = fakePixel();
    page.fbq = fbq;
    const event = metaPixelAddToCart([shirt]);

    createDataLayerSink().pixel?.(event);
    vi.advanceTimersByTime(699);
    expect(fbq.calls).toEqual([]);

    vi.advanceTimersByTime(1);
    expect(fbq.calls).toEqual([['track', 'AddToCart', event.params]]);
  });

  it('given the pixel finishes loading during the delay, the late event still reaches it', () => {
    const sink = createDataLayerSink();
    sink.pixel?.(metaPixelAddToCart([shirt]));
    const fbq = fakePixel();
    page.fbq = fbq;

    vi.advanceTimersByTime(700);

    expect(fbq.calls.map((call) => call[1])).toEqual(['AddToCart']);
  });

  it('the delay and the delayed events can be configured', () => {
    const fbq = fakePixel();
    page.fbq = fbq;
    const sink = createDataLayerSink({ delayedEventMs: 300, delayedPixelEvents: ['ViewContent'] });

    sink.pixel?.(metaPixelViewContent(shirt));
    sink.pixel?.(metaPixelAddToCart([shirt]));
    expect(fbq.calls.map((call) => call[1])).toEqual(['AddToCart']);

    vi.advanceTimersByTime(300);
    expect(fbq.calls.map((call) => call[1])).toEqual(['AddToCart', 'ViewContent']);
  });

  it('when disposed, the late events not sent yet are dropped', () => {
    const fbq = fakePixel();
    page.fbq = fbq;
    const sink = createDataLayerSink();

    sink.pixel?.(metaPixelAddToCart([shirt]));
    sink.dispose();
    vi.advanceTimersByTime(5000);

    expect(fbq.calls).toEqual([]);
  });

  it('given no pixel on the page, pixel events are dropped without an error', () => {
    const sink = createDataLayerSink();

    expect(() => {
      sink.pixel?.(metaPixelViewContent(shirt));
      sink.pixel?.(metaPixelAddToCart([shirt]));
      vi.advanceTimersByTime(700);
    }).not.toThrow();
    expect(page.fbq).toBeUndefined();
  });

  it('given the pixel is turned off, the sink offers no pixel method', () => {
    expect(createDataLayerSink({ pixel: false }).pixel).toBeUndefined();
  });

  it('given an explicit window, it writes there and not to the global one', () => {
    const other = { fbq: fakePixel() } as unknown as AnalyticsWindow;
    const sink = createDataLayerSink({ window: other });

    sink.ecommerce(viewItemEvent(shirt));
    sink.pixel?.(metaPixelViewContent(shirt));

    expect(other.dataLayer).toHaveLength(2);
    expect((other.fbq as unknown as { calls: unknown[] }).calls).toHaveLength(1);
    expect(page.dataLayer).toBeUndefined();
  });
});
