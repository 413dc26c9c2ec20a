import { itemsValue } from './itemsValue';
import { roundMoney } from './roundMoney';
import { toGa4Item } from './toGa4Item';
import type { AnalyticsItem, Ga4EcommerceEvent } from './types';

/** The order a purchase event reports. */
export interface AnalyticsOrder {
  /** The order number, unique per purchase (GA4 de-duplicates on it). */
  readonly transactionId: string | number;
  readonly items: readonly AnalyticsItem[];
  /** The amount paid; `undefined` uses the items' value plus shipping. */
  readonly value?: number | undefined;
  /** The freight charged, `undefined` when unknown. */
  readonly shipping?: number | undefined;
  /** Taxes, `undefined` when unknown. */
  readonly tax?: number | undefined;
  /** The discount coupon, `undefined` without one. */
  readonly coupon?: string | undefined;
}

/** GA4 `purchase`: the completed order with its transaction id, value, shipping and items. */
export function purchaseEvent(order: AnalyticsOrder): Ga4EcommerceEvent {
  const ecommerce: Ga4EcommerceEvent['ecommerce'] = {
    currency: 'BRL',
    transaction_id: String(order.transactionId),
    value: roundMoney(order.value ?? itemsValue(order.items) + (order.shipping ?? 0)),
    items: order.items.map((item, index) => toGa4Item(item, { index })),
  };
  if (order.shipping !== undefined) ecommerce.shipping = roundMoney(order.shipping);
  if (order.tax !== undefined) ecommerce.tax = roundMoney(order.tax);
  if (order.coupon) ecommerce.coupon = order.coupon;
  return { event: 'purchase', ecommerce };
}
