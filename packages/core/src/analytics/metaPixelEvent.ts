import { itemQuantity } from './itemQuantity';
import { itemsValue } from './itemsValue';
import { roundMoney } from './roundMoney';
import type { AnalyticsItem, MetaPixelEvent } from './types';
import { unitPrice } from './unitPrice';

/** The body shared by the Meta pixel builders: content ids, contents, value and currency BRL. */
export function metaPixelEvent(
  name: MetaPixelEvent['name'],
  items: readonly AnalyticsItem[],
  value: number = itemsValue(items),
): MetaPixelEvent {
  return {
    name,
    params: {
      content_ids: items.map((item) => String(item.id)),
      content_type: 'product',
      contents: items.map((item) => ({
        id: String(item.id),
        quantity: itemQuantity(item),
        item_price: roundMoney(unitPrice(item)),
      })),
      value: roundMoney(value),
      currency: 'BRL',
    },
  };
}
