import { effectivePrice } from './effectivePrice';
import { fromCents } from './internal/fromCents';
import { toCents } from './internal/toCents';
import type { PricedLike } from './types';

/** The totals a conjunct product shows: subtotal (list prices), discount and total, in reais. */
export interface ConjunctTotals {
  /** The items at list price, as the platform's `Cart.subTotal` (what is paid is `total`). */
  subTotal: number;
  discount: number;
  total: number;
}

/** One tick or untick of a conjunct item; `quantity` defaults to 1. */
export interface ConjunctTick {
  item: PricedLike & { quantity?: number | null | undefined };
  ticked: boolean;
}

/**
 * Applies conjunct ticks in order: ticking adds the item's price to the subtotal, its promotion saving to the
 * discount and its effective price to the total; unticking removes them, each never below 0. Integer cents.
 */
export function conjunctTotals(base: ConjunctTotals, ticks: readonly ConjunctTick[]): ConjunctTotals {
  let subTotal = Math.max(0, toCents(base.subTotal));
  let discount = Math.max(0, toCents(base.discount));
  let total = Math.max(0, toCents(base.total));
  for (const { item, ticked } of ticks) {
    const quantity =
      typeof item.quantity === 'number' && Number.isFinite(item.quantity)
        ? Math.max(0, Math.round(item.quantity))
        : 1;
    const price = Math.max(0, toCents(item.price)) * quantity;
    const paid = Math.max(0, toCents(effectivePrice(item))) * quantity;
    const sign = ticked ? 1 : -1;
    subTotal = Math.max(0, subTotal + sign * price);
    discount = Math.max(0, discount + sign * (price - paid));
    total = Math.max(0, total + sign * paid);
  }
  return { subTotal: fromCents(subTotal), discount: fromCents(discount), total: fromCents(total) };
}
