import { itemQuantity } from './itemQuantity';
import { metaPixelEvent } from './metaPixelEvent';
import type { AnalyticsItem, MetaPixelEvent } from './types';

/** Meta pixel `InitiateCheckout` when the shopper leaves the cart for checkout, with the unit count. */
export function metaPixelInitiateCheckout(lines: readonly AnalyticsItem[]): MetaPixelEvent {
  const event = metaPixelEvent('InitiateCheckout', lines);
  event.params.num_items = lines.reduce((count, line) => count + itemQuantity(line), 0);
  return event;
}
