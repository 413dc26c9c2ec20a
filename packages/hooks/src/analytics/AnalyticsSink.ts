import type { Ga4EcommerceEvent, MetaPixelEvent } from '@vitrine/core';

/**
 * Where a storefront's analytics events go. `<StorefrontProvider analytics={...}>` takes one; widgets and
 * flow hooks call it, never `window.dataLayer` directly, so tests and server rendering can swap it.
 */
export interface AnalyticsSink {
  /** A GA4 ecommerce event for the data layer (the sink clears the previous ecommerce object first). */
  ecommerce(event: Ga4EcommerceEvent): void;
  /** The advertising pixel's equivalent event; `undefined` when no pixel is configured. */
  pixel?(event: MetaPixelEvent): void;
}
