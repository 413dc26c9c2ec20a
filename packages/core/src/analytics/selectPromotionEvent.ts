import { promotionEvent } from './promotionEvent';
import type { AnalyticsItem, AnalyticsPromotion, Ga4EcommerceEvent } from './types';

/** GA4 `select_promotion`: the shopper clicked a banner (see `bannerPromotion`). */
export function selectPromotionEvent(
  promotion: AnalyticsPromotion,
  items?: readonly AnalyticsItem[],
): Ga4EcommerceEvent {
  return promotionEvent('select_promotion', promotion, items);
}
