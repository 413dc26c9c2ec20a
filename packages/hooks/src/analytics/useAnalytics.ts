import { useContext } from 'react';
import { missingProviderMessage } from '../provider/missingProviderMessage';
import { StorefrontContext } from '../provider/StorefrontContext';
import type { AnalyticsSink } from './AnalyticsSink';

/**
 * The analytics sink of the nearest `<StorefrontProvider analytics={...}>` (one that drops every event when
 * the provider got none). Send events from effects or event handlers, never during render. Throws outside
 * a provider, with the fix in the message.
 *
 * @example
 * declare const product: Product | undefined;
 * const analytics = useAnalytics();
 * useEffect(() => {
 *   if (product) analytics.ecommerce(viewItemEvent(productToAnalyticsItem(product)));
 * }, [analytics, product]);
 */
export function useAnalytics(): AnalyticsSink {
  const context = useContext(StorefrontContext);
  if (!context) throw new Error(missingProviderMessage('useAnalytics'));
  return context.analytics;
}
