import { itemsValue } from './itemsValue';
import { toGa4Item } from './toGa4Item';
import type { AnalyticsItem, Ga4EcommerceEvent } from './types';

/** GA4 `view_item`: the product detail was shown (with the current SKU's price, see `productToAnalyticsItem`). */
export function viewItemEvent(item: AnalyticsItem): Ga4EcommerceEvent {
  return {
    event: 'view_item',
    ecommerce: { currency: 'BRL', value: itemsValue([item]), items: [toGa4Item(item)] },
  };
}
