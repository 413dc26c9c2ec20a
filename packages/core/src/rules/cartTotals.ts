import { effectivePrice } from './effectivePrice';
import { fromCents } from './internal/fromCents';
import { toCents } from './internal/toCents';
import type { PricedLike } from './types';

/**
 * Cart totals in reais, each an exact number of cents. The items are summed at the price the shopper pays,
 * so `itemsTotal` is NOT the platform's `Cart.subTotal`, which sums the lines at list price (before
 * promotions).
 */
export interface CartTotals {
  /** Sum of the lines at the price the shopper pays (the promotion when valid) times quantity. */
  itemsTotal: number;
  freight: number;
  discount: number;
  /** itemsTotal + freight − discount, never below 0. */
  total: number;
}

const nonNegativeCents = (value: number | null | undefined): number => Math.max(0, toCents(value));

/**
 * The cart totals: lines (effective price × quantity) plus the chosen freight minus the discount, never below
 * 0. Computed in integer cents, so 0.1 + 0.2 adds up to 0.3. Negative freight or discount count as 0.
 */
export function cartTotals(input: {
  lines: readonly (PricedLike & { quantity: number })[];
  freight?: number | null | undefined;
  discount?: number | null | undefined;
}): CartTotals {
  let itemsTotalCents = 0;
  for (const line of input.lines) {
    const quantity = Number.isFinite(line.quantity) ? Math.max(0, Math.round(line.quantity)) : 0;
    itemsTotalCents += nonNegativeCents(effectivePrice(line)) * quantity;
  }
  const freightCents = nonNegativeCents(input.freight);
  const discountCents = nonNegativeCents(input.discount);
  return {
    itemsTotal: fromCents(itemsTotalCents),
    freight: fromCents(freightCents),
    discount: fromCents(discountCents),
    total: fromCents(Math.max(0, itemsTotalCents + freightCents - discountCents)),
  };
}
