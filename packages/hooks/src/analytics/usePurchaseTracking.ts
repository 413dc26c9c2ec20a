import type { AnalyticsOrder } from '@vitrine/core';
import { useEffect, useRef } from 'react';
import { trackPurchase } from './trackPurchase';
import { useAnalytics } from './useAnalytics';

/**
 * Reports the order of a confirmation page (GA4 `purchase` and pixel `Purchase`, see `trackPurchase`) once
 * per transaction id, from an effect (never on the server). `undefined`/`null` (order still loading) sends
 * nothing. A reload of the page mounts it again and resends: GA4 de-duplicates on `transaction_id`.
 * @example
 * declare const order: { number: string; freight: number; items: CartItem[] } | undefined;
 * usePurchaseTracking(
 *   order && { transactionId: order.number, items: order.items.map(cartItemToAnalyticsItem), shipping: order.freight },
 * );
 */
export function usePurchaseTracking(order: AnalyticsOrder | null | undefined): void {
  const analytics = useAnalytics();
  const sentFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!order || sentFor.current === String(order.transactionId)) return;
    sentFor.current = String(order.transactionId);
    trackPurchase(analytics, order);
  }, [analytics, order]);
}
