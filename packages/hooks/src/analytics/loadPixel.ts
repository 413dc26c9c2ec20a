import { browserWindow } from '../utilities/browserWindow';
import { injectScript } from '../utilities/injectScript';
import type { AnalyticsWindow, MetaPixelFunction } from './types';

/** Options of `loadPixel`. */
export interface LoadPixelOptions {
  /** The window to load into; `undefined` means the global one (none on the server). */
  window?: Window | undefined;
  /** The document to add the script to; `undefined` means the window's. */
  document?: Document | undefined;
  /** A CSP nonce for the script element, `undefined` when the page uses none. */
  nonce?: string | undefined;
}

/** Where the Meta pixel library is served from (Meta's official snippet). */
const pixelLibrarySrc = 'https://connect.facebook.net/en_US/fbevents.js';

/** The pixel ids this module initialised, per `fbq` function (a page that replaces `fbq` starts afresh). */
const initialisedIds = new WeakMap<MetaPixelFunction, Set<string>>();

/** The queueing `fbq` stub of Meta's official snippet: calls wait in `queue` until `fbevents.js` runs. */
function createPixelStub(): MetaPixelFunction {
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as MetaPixelFunction;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  return fbq;
}

/**
 * Loads the Meta advertising pixel with the company's `idPixel`, as Meta's official snippet does: the `fbq`
 * queue, the async `fbevents.js` script, then `fbq('init', id)` and a `PageView`. Idempotent per id (a
 * second id, or an id added to a page's own pixel, gets its `PageView` through `trackSingle`). Returns
 * `true` when the pixel is on the page, `false` when nothing was done: an empty or absent id, or no window
 * (server rendering).
 */
export function loadPixel(pixelId: string | null | undefined, options: LoadPixelOptions = {}): boolean {
  const id = pixelId?.trim();
  if (!id) return false;
  const win = (options.window ?? browserWindow()) as AnalyticsWindow | undefined;
  const doc = options.document ?? win?.document;
  if (!win || !doc) return false;

  // A page that already has `fbq` (its own snippet) keeps it; we only add our id to it.
  let fbq = win.fbq;
  const created = typeof fbq !== 'function';
  if (typeof fbq !== 'function') {
    fbq = createPixelStub();
    win.fbq = fbq;
    if (!win._fbq) win._fbq = fbq;
    injectScript(doc, pixelLibrarySrc, { nonce: options.nonce });
  }

  let ids = initialisedIds.get(fbq);
  if (!ids) {
    ids = new Set();
    initialisedIds.set(fbq, ids);
  }
  if (ids.has(id)) return true;
  fbq('init', id);
  // `track` would repeat the PageView for the pixels initialised before (ours or the page's own);
  // `trackSingle` reaches this id only.
  if (created) fbq('track', 'PageView');
  else fbq('trackSingle', id, 'PageView');
  ids.add(id);
  return true;
}
