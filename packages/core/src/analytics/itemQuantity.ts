import type { AnalyticsItem } from './types';

/** The quantity of an analytics item: a whole number of at least 1 (1 when unset or invalid). */
export function itemQuantity(item: Pick<AnalyticsItem, 'quantity'>): number {
  const quantity = Math.round(item.quantity ?? 1);
  return Number.isFinite(quantity) && quantity >= 1 ? quantity : 1;
}
