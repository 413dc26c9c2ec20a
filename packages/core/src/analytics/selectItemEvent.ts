import { itemsValue } from './itemsValue';
import { toGa4Item } from './toGa4Item';
import type { AnalyticsItem, AnalyticsList, Ga4EcommerceEvent } from './types';

/** GA4 `select_item`: the shopper clicked a product of a list, at `index` (from 0) when known. */
export function selectItemEvent(
  item: AnalyticsItem,
  list: AnalyticsList = {},
  index?: number,
): Ga4EcommerceEvent {
  const ecommerce: Ga4EcommerceEvent['ecommerce'] = {
    currency: 'BRL',
    value: itemsValue([item]),
    items: [toGa4Item(item, { index, list })],
  };
  if (list.id) ecommerce.item_list_id = list.id;
  if (list.name) ecommerce.item_list_name = list.name;
  return { event: 'select_item', ecommerce };
}
