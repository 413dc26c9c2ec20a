import { itemsValue } from './itemsValue';
import { toGa4Item } from './toGa4Item';
import type { AnalyticsItem, Ga4EcommerceEvent } from './types';

/** GA4 `view_cart`: every cart line (see `cartItemToAnalyticsItem`); the value is the lines' sum. */
export function viewCartEvent(lines: readonly AnalyticsItem[]): Ga4EcommerceEvent {
  return {
    event: 'view_cart',
    ecommerce: {
      currency: 'BRL',
      value: itemsValue(lines),
      items: lines.map((line, index) => toGa4Item(line, { index })),
    },
  };
}
