import type { AnalyticsItem } from './types';

/** The unit price actually charged: the promotional price when above 0 and below the list price. */
export function unitPrice(item: Pick<AnalyticsItem, 'price' | 'promotionPrice'>): number {
  const promotion = item.promotionPrice ?? 0;
  return promotion > 0 && promotion < item.price ? promotion : item.price;
}
