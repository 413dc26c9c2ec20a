import { browserWindow } from '../utilities/browserWindow';
import { injectScript } from '../utilities/injectScript';
import type { AnalyticsWindow } from './types';

/** Options of `loadTagManager`. */
export interface LoadTagManagerOptions {
  /** The window to load into; `undefined` means the global one (none on the server). */
  window?: Window | undefined;
  /** The document to add the script to; `undefined` means the window's. */
  document?: Document | undefined;
  /** The data layer's global name (default `'dataLayer'`); another name is passed to GTM as `&l=`. */
  dataLayerName?: string | undefined;
  /** A CSP nonce for the script element, `undefined` when the page uses none. */
  nonce?: string | undefined;
}

/**
 * Loads Google Tag Manager with the container id from the company settings, as GTM's official snippet does:
 * pushes `{ 'gtm.start', event: 'gtm.js' }` and adds the async `gtm.js?id=` script. Idempotent (a second
 * call for the same container does nothing). Returns `true` when the container is on the page, `false`
 * when nothing was done: an empty or absent id, or no window (server rendering).
 */
export function loadTagManager(
  gtmId: string | null | undefined,
  options: LoadTagManagerOptions = {},
): boolean {
  const id = gtmId?.trim();
  if (!id) return false;
  const win = (options.window ?? browserWindow()) as AnalyticsWindow | undefined;
  const doc = options.document ?? win?.document;
  if (!win || !doc) return false;

  const dataLayerName = options.dataLayerName ?? 'dataLayer';
  const layerParam = dataLayerName === 'dataLayer' ? '' : `&l=${encodeURIComponent(dataLayerName)}`;
  const src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}${layerParam}`;
  const alreadyLoaded = Array.from(doc.scripts).some((script) => script.getAttribute('src') === src);
  if (alreadyLoaded) return true;

  const existing = win[dataLayerName];
  const layer: unknown[] = Array.isArray(existing) ? existing : [];
  if (layer !== existing) win[dataLayerName] = layer;
  // GTM measures its load time from this entry, so it goes in before the script.
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  injectScript(doc, src, { nonce: options.nonce });
  return true;
}
