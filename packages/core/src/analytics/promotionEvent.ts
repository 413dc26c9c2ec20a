import { itemsValue } from './itemsValue';
import { toGa4Item } from './toGa4Item';
import type { AnalyticsItem, AnalyticsPromotion, Ga4EcommerceEvent, Ga4Item } from './types';

/**
 * The body shared by `view_promotion` and `select_promotion`. GA4 requires items; a banner that
 * promotes no particular product is reported as one item named after the promotion.
 */
export function promotionEvent(
  event: 'view_promotion' | 'select_promotion',
  promotion: AnalyticsPromotion,
  items: readonly AnalyticsItem[] = [],
): Ga4EcommerceEvent {
  const promoted: Ga4Item[] =
    items.length > 0
      ? items.map((item, index) => toGa4Item(item, { index, promotion }))
      : [
          {
            item_id: `promotion-${promotion.id}`,
            item_name: promotion.name,
            price: 0,
            quantity: 1,
            promotion_id: String(promotion.id),
            promotion_name: promotion.name,
            ...(promotion.creativeName ? { creative_name: promotion.creativeName } : {}),
            ...(promotion.creativeSlot ? { creative_slot: promotion.creativeSlot } : {}),
          },
        ];
  const ecommerce: Ga4EcommerceEvent['ecommerce'] = {
    currency: 'BRL',
    value: itemsValue(items),
    items: promoted,
    promotion_id: String(promotion.id),
    promotion_name: promotion.name,
  };
  if (promotion.creativeName) ecommerce.creative_name = promotion.creativeName;
  if (promotion.creativeSlot) ecommerce.creative_slot = promotion.creativeSlot;
  return { event, ecommerce };
}
