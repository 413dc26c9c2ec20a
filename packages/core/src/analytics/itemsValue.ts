import { itemQuantity } from './itemQuantity';
import { roundMoney } from './roundMoney';
import type { AnalyticsItem } from './types';
import { unitPrice } from './unitPrice';

/** The value of some items: unit price actually charged times quantity, summed and rounded to cents. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  return roundMoney(items.reduce((sum, item) => sum + unitPrice(item) * itemQuantity(item), 0));
}
