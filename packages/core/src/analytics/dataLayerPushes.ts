import type { Ga4EcommerceEvent } from './types';

/**
 * What to push to the tag manager's data layer for an ecommerce event, in order: first
 * `{ ecommerce: null }`, as Google recommends, so the previous event's items do not merge into
 * this one; then the event. `for (const entry of dataLayerPushes(event)) dataLayer.push(entry)`.
 */
export function dataLayerPushes(event: Ga4EcommerceEvent): [{ ecommerce: null }, Ga4EcommerceEvent] {
  return [{ ecommerce: null }, event];
}
