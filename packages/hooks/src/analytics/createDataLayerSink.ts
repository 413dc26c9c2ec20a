import type { Ga4EcommerceEvent, MetaPixelEvent } from '@vitrine/core';
import { dataLayerPushes } from '@vitrine/core';
import { browserWindow } from '../utilities/browserWindow';
import type { AnalyticsSink } from './AnalyticsSink';
import type { AnalyticsWindow } from './types';

/** Options of `createDataLayerSink`. */
export interface DataLayerSinkOptions {
  /** The window to write to; `undefined` means the global one, read at each event (none on the server). */
  window?: Window | undefined;
  /** The data layer's global name, as given to the tag manager (default `'dataLayer'`). */
  dataLayerName?: string | undefined;
  /** Forward pixel events to `window.fbq` when the page has it (default `true`). */
  pixel?: boolean | undefined;
  /** How late the delayed pixel events are sent, in ms (default 700). */
  delayedEventMs?: number | undefined;
  /** Which pixel events are sent late (default `['AddToCart']`); the others go at once. */
  delayedPixelEvents?: readonly MetaPixelEvent['name'][] | undefined;
}

/** The sink `createDataLayerSink` returns: an `AnalyticsSink` that can also drop its pending late events. */
export interface DataLayerSink extends AnalyticsSink {
  /** Cancels the delayed events not sent yet (call it when the page or the provider goes away). */
  dispose(): void;
}

/**
 * An analytics sink over the tag manager's data layer and the Meta pixel: each GA4 event is pushed after
 * `{ ecommerce: null }` (creating the data layer when the tag manager has not yet), and pixel events go
 * through `fbq('track', name, params)` when the pixel is on the page. The pixel's `AddToCart` is sent
 * 700 ms late: that is our reading of the spec's "one analytics provider's event is sent 700 ms late" —
 * the add to cart reloads the cart and the cart preview at that moment, and the pixel's request waits
 * for that burst to settle. Every call is a silent no-op without a window (server rendering).
 */
export function createDataLayerSink(options: DataLayerSinkOptions = {}): DataLayerSink {
  const dataLayerName = options.dataLayerName ?? 'dataLayer';
  const delayMs = options.delayedEventMs ?? 700;
  const delayed = new Set(options.delayedPixelEvents ?? ['AddToCart']);
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const target = (): AnalyticsWindow | undefined =>
    (options.window ?? browserWindow()) as AnalyticsWindow | undefined;

  // Read `fbq` when the event is sent, not when it was queued: the pixel may load in between.
  const track = (event: MetaPixelEvent): void => {
    const fbq = target()?.fbq;
    if (typeof fbq === 'function') fbq('track', event.name, event.params);
  };

  const sink: DataLayerSink = {
    ecommerce(event: Ga4EcommerceEvent): void {
      const win = target();
      if (!win) return;
      const existing = win[dataLayerName];
      const layer = Array.isArray(existing) ? existing : [];
      if (layer !== existing) win[dataLayerName] = layer;
      for (const entry of dataLayerPushes(event)) layer.push(entry);
    },
    dispose(): void {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
  if (options.pixel === false) return sink;

  sink.pixel = (event: MetaPixelEvent): void => {
    if (!target()) return;
    if (!delayed.has(event.name)) {
      track(event);
      return;
    }
    const timer = setTimeout(() => {
      pending.delete(timer);
      track(event);
    }, delayMs);
    pending.add(timer);
  };
  return sink;
}
