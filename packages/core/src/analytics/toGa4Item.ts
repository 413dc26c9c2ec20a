import { itemQuantity } from './itemQuantity';
import { roundMoney } from './roundMoney';
import type { AnalyticsItem, AnalyticsList, AnalyticsPromotion, Ga4Item } from './types';
import { unitPrice } from './unitPrice';

const categoryKeys = [
  'item_category',
  'item_category2',
  'item_category3',
  'item_category4',
  'item_category5',
] as const;

/** Where an item is shown: its position, list and promotion (all optional). */
export interface Ga4ItemContext {
  readonly index?: number | undefined;
  readonly list?: AnalyticsList | undefined;
  readonly promotion?: AnalyticsPromotion | undefined;
}

/**
 * Shapes an item the way GA4 expects: `item_id`, `item_name`, `item_brand`, `item_category` to
 * `item_category5` from the category path, `item_variant`, the unit `price` charged with its
 * `discount`, `quantity`, and the list and promotion it was seen in. Empty fields are left out.
 */
export function toGa4Item(item: AnalyticsItem, context: Ga4ItemContext = {}): Ga4Item {
  const price = roundMoney(unitPrice(item));
  const ga4: Ga4Item = {
    item_id: String(item.id),
    item_name: item.name.trim(),
    price,
    quantity: itemQuantity(item),
  };
  if (item.brand?.trim()) ga4.item_brand = item.brand.trim();
  const categories = (item.categories ?? []).map((name) => name.trim()).filter((name) => name !== '');
  categories.slice(0, categoryKeys.length).forEach((name, at) => {
    const key = categoryKeys[at];
    if (key) ga4[key] = name;
  });
  if (item.variant?.trim()) ga4.item_variant = item.variant.trim();
  const discount = roundMoney(item.price - price);
  if (discount > 0) ga4.discount = discount;
  if (context.index !== undefined) ga4.index = context.index;
  if (context.list?.id) ga4.item_list_id = context.list.id;
  if (context.list?.name) ga4.item_list_name = context.list.name;
  if (context.promotion) {
    ga4.promotion_id = String(context.promotion.id);
    ga4.promotion_name = context.promotion.name;
    if (context.promotion.creativeName) ga4.creative_name = context.promotion.creativeName;
    if (context.promotion.creativeSlot) ga4.creative_slot = context.promotion.creativeSlot;
  }
  return ga4;
}
