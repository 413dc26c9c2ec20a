import { metaPixelEvent } from './metaPixelEvent';
import type { AnalyticsItem, MetaPixelEvent } from './types';

/** Meta pixel `ViewContent` for a product detail view. */
export function metaPixelViewContent(item: AnalyticsItem): MetaPixelEvent {
  const event = metaPixelEvent('ViewContent', [item]);
  event.params.content_name = item.name;
  return event;
}
