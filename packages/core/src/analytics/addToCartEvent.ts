import { itemsValue } from './itemsValue';
import { toGa4Item } from './toGa4Item';
import type { AnalyticsItem, Ga4EcommerceEvent } from './types';

/** GA4 `add_to_cart`: the items added with the quantities added (not the cart's totals). */
export function addToCartEvent(items: readonly AnalyticsItem[]): Ga4EcommerceEvent {
  return {
    event: 'add_to_cart',
    ecommerce: { currency: 'BRL', value: itemsValue(items), items: items.map((item) => toGa4Item(item)) },
  };
}
