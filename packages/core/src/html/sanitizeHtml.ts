import type { WindowLike } from 'dompurify';
import { createHtmlSanitizer, type HtmlSanitizer, type SanitizeHtmlOptions } from './createHtmlSanitizer';
import { htmlToSafeText } from './htmlToSafeText';

const sanitizers = new WeakMap<object, HtmlSanitizer>();

function currentWindow(): WindowLike | undefined {
  // Core's lint bans the bare `window` global so that nothing in core assumes a browser. The
  // sanitizer is the one helper that needs a DOM, so it looks for one on `globalThis` and copes
  // when there is none (server rendering, workers).
  const candidate = (globalThis as { window?: WindowLike & { document?: unknown } }).window;
  return candidate && typeof candidate === 'object' && candidate.document ? candidate : undefined;
}

/**
 * Sanitizes HTML from the platform (product and banner descriptions, institutional pages, FAQ
 * answers, the privacy policy) with DOMPurify over the current DOM window; see `createHtmlSanitizer`
 * for what is kept and dropped. Without a DOM (server rendering) it returns escaped plain text,
 * never the input: pass a jsdom window to `createHtmlSanitizer` on the server for the same markup.
 */
export function sanitizeHtml(html: string | null | undefined, options?: SanitizeHtmlOptions): string {
  const win = currentWindow();
  if (!win) return htmlToSafeText(html == null ? '' : String(html));
  let sanitizer = sanitizers.get(win);
  if (!sanitizer) {
    sanitizer = createHtmlSanitizer(win);
    sanitizers.set(win, sanitizer);
  }
  return sanitizer(html, options);
}
