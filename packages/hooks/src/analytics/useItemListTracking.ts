import {
  type AnalyticsList,
  type AnalyticsProductLike,
  productToAnalyticsItem,
  selectItemEvent,
  viewItemListEvent,
} from '@vitrine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useAnalytics } from './useAnalytics';

/** What `useItemListTracking` returns. */
export interface ItemListTracking {
  /** Reports GA4 `select_item` for the product at `index` (from 0, display order); call it from the card's click. */
  selectItem(product: AnalyticsProductLike, index?: number): void;
}

/**
 * Reports a product list (showcase, category, search...): GA4 `view_item_list` once per list and set of
 * product ids after they show (from an effect, never on the server; a revalidation with the same ids does
 * not resend, a new page of ids does), and `selectItem` for the clicks. `undefined`/`null` or an empty list
 * sends nothing.
 * @example
 * const { data: products } = useShowcase(12);
 * const { selectItem } = useItemListTracking({ id: 'showcase', name: 'Vitrine' }, products);
 * products?.map((product, index) => (
 *   <a key={product.idProduct} href={`/${product.urlFriendly}`} onClick={() => selectItem(product, index)}>…</a>
 * ));
 */
export function useItemListTracking(
  list: AnalyticsList,
  products: readonly AnalyticsProductLike[] | null | undefined,
): ItemListTracking {
  const analytics = useAnalytics();
  const { id, name } = list;
  const sentFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!products || products.length === 0) return;
    const key = JSON.stringify([id, name, products.map((product) => product.idProduct)]);
    if (sentFor.current === key) return;
    sentFor.current = key;
    analytics.ecommerce(
      viewItemListEvent(
        products.map((product) => productToAnalyticsItem(product)),
        { id, name },
      ),
    );
  }, [analytics, id, name, products]);

  const selectItem = useCallback(
    (product: AnalyticsProductLike, index?: number) => {
      analytics.ecommerce(selectItemEvent(productToAnalyticsItem(product), { id, name }, index));
    },
    [analytics, id, name],
  );
  return { selectItem };
}
