import { itemQuantity } from './itemQuantity';
import { metaPixelEvent } from './metaPixelEvent';
import type { AnalyticsItem, MetaPixelEvent } from './types';

/** Meta pixel `Purchase` for a completed order; `value` is the amount paid (`undefined`: the items' value). */
export function metaPixelPurchase(items: readonly AnalyticsItem[], value?: number): MetaPixelEvent {
  const event = metaPixelEvent('Purchase', items, value);
  event.params.num_items = items.reduce((count, item) => count + itemQuantity(item), 0);
  return event;
}
