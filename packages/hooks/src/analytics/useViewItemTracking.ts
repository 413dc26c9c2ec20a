import {
  type AnalyticsProductLike,
  metaPixelViewContent,
  productToAnalyticsItem,
  viewItemEvent,
} from '@vitrine/core';
import { useEffect, useRef } from 'react';
import { useAnalytics } from './useAnalytics';

/**
 * Reports a product detail view: GA4 `view_item` and the pixel's `ViewContent`, once per product id after
 * the page shows it (from an effect, so never on the server), again only when another product is shown.
 * `undefined`/`null` (still loading) sends nothing.
 * @example
 * const { data: product } = useProductDetail('camiseta-basica');
 * useViewItemTracking(product);
 */
export function useViewItemTracking(product: AnalyticsProductLike | null | undefined): void {
  const analytics = useAnalytics();
  // The id last reported: a revalidated (new object, same id) product is not a new view.
  const sentFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!product || sentFor.current === product.idProduct) return;
    sentFor.current = product.idProduct;
    const item = productToAnalyticsItem(product);
    analytics.ecommerce(viewItemEvent(item));
    analytics.pixel?.(metaPixelViewContent(item));
  }, [analytics, product]);
}
