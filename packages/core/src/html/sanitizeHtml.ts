import type { WindowLike } from 'dompurify';
import { createHtmlSanitizer, type HtmlSanitizer, type SanitizeHtmlOptions } from './createHtmlSanitizer';
import { htmlToSafeText } from './htmlToSafeText';

const sanitizers = new WeakMap<object, HtmlSanitizer>();

/**
 * The sanitizer given for processes without a DOM (a server), set once by `installServerHtmlSanitizer` from
 * `@vitrine/core/server`: DOMPurify over a DOM window of its own, which holds no data of any request.
 */
let serverSanitizer: HtmlSanitizer | undefined;

/** Gives `sanitizeHtml` a sanitizer to use when the process has no DOM (`undefined` removes it). */
export function setServerHtmlSanitizer(sanitizer: HtmlSanitizer | undefined): void {
  serverSanitizer = sanitizer;
}

function currentWindow(): WindowLike | undefined {
  // Core's lint bans the bare `window` global so that nothing in core assumes a browser. The
  // sanitizer is the one helper that needs a DOM, so it looks for one on `globalThis`, then for the
  // sanitizer a server installed, and copes when there is none (workers).
  const candidate = (globalThis as { window?: WindowLike & { document?: unknown } }).window;
  return candidate && typeof candidate === 'object' && candidate.document ? candidate : undefined;
}

/**
 * Sanitizes HTML from the platform (product and banner descriptions, institutional pages, FAQ
 * answers, the privacy policy) with DOMPurify over the current DOM window; see `createHtmlSanitizer`
 * for what is kept and dropped. On a server, call `installServerHtmlSanitizer()` from
 * `@vitrine/core/server` once at start-up for the same markup as the browser's; without any DOM it returns
 * escaped plain text, never the input.
 */
export function sanitizeHtml(html: string | null | undefined, options?: SanitizeHtmlOptions): string {
  const win = currentWindow();
  if (!win) {
    if (serverSanitizer) return serverSanitizer(html, options);
    return htmlToSafeText(html == null ? '' : String(html));
  }
  let sanitizer = sanitizers.get(win);
  if (!sanitizer) {
    sanitizer = createHtmlSanitizer(win);
    sanitizers.set(win, sanitizer);
  }
  return sanitizer(html, options);
}
