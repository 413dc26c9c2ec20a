import { promotionEvent } from './promotionEvent';
import type { AnalyticsItem, AnalyticsPromotion, Ga4EcommerceEvent } from './types';

/** GA4 `view_promotion`: a banner (see `bannerPromotion`) was shown, with the products it promotes if any. */
export function viewPromotionEvent(
  promotion: AnalyticsPromotion,
  items?: readonly AnalyticsItem[],
): Ga4EcommerceEvent {
  return promotionEvent('view_promotion', promotion, items);
}
