import { itemsValue } from './itemsValue';
import { toGa4Item } from './toGa4Item';
import type { AnalyticsItem, AnalyticsList, Ga4EcommerceEvent } from './types';

/** GA4 `view_item_list`: the products of a list as shown, indexed from 0 in display order. */
export function viewItemListEvent(
  items: readonly AnalyticsItem[],
  list: AnalyticsList = {},
): Ga4EcommerceEvent {
  const ecommerce: Ga4EcommerceEvent['ecommerce'] = {
    currency: 'BRL',
    value: itemsValue(items),
    items: items.map((item, index) => toGa4Item(item, { index, list })),
  };
  if (list.id) ecommerce.item_list_id = list.id;
  if (list.name) ecommerce.item_list_name = list.name;
  return { event: 'view_item_list', ecommerce };
}
