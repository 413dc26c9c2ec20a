import { type AnalyticsOrder, metaPixelPurchase, purchaseEvent } from '@vitrine/core';
import type { AnalyticsSink } from './AnalyticsSink';

/**
 * Sends a completed order to `sink`: GA4 `purchase` and the pixel's `Purchase` with the same amount paid.
 * Call it once per order (`usePurchaseTracking` does that for a confirmation page).
 */
export function trackPurchase(sink: AnalyticsSink, order: AnalyticsOrder): void {
  const event = purchaseEvent(order);
  sink.ecommerce(event);
  sink.pixel?.(metaPixelPurchase(order.items, event.ecommerce.value));
}
