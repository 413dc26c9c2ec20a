import { metaPixelEvent } from './metaPixelEvent';
import type { AnalyticsItem, MetaPixelEvent } from './types';

/** Meta pixel `AddToCart` for the items added, with the quantities added. */
export function metaPixelAddToCart(items: readonly AnalyticsItem[]): MetaPixelEvent {
  return metaPixelEvent('AddToCart', items);
}
