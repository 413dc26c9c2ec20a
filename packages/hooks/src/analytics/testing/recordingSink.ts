import type { Ga4EcommerceEvent, MetaPixelEvent } from '@vitrine/core';
import type { AnalyticsSink } from '../AnalyticsSink';

/** An analytics sink that keeps every event it gets, in order (test-only). */
export function recordingSink(): AnalyticsSink & {
  readonly ecommerceEvents: Ga4EcommerceEvent[];
  readonly pixelEvents: MetaPixelEvent[];
} {
  const ecommerceEvents: Ga4EcommerceEvent[] = [];
  const pixelEvents: MetaPixelEvent[] = [];
  return {
    ecommerceEvents,
    pixelEvents,
    ecommerce: (event) => {
      ecommerceEvents.push(event);
    },
    pixel: (event) => {
      pixelEvents.push(event);
    },
  };
}
