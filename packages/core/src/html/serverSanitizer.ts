import type { WindowLike } from 'dompurify';
import { createHtmlSanitizer, type HtmlSanitizer, type SanitizeHtmlOptions } from './createHtmlSanitizer';
import { SanitizedHtmlCache } from './sanitizedHtmlCache';

/**
 * The server's sanitized answers, by input: a server renders the same descriptions and banner texts page after
 * page, and parsing each into a DOM is most of what sanitizing costs. Bounded (512 answers, 4 million
 * characters), the least recently used dropped first.
 */
export const serverSanitizedHtml = new SanitizedHtmlCache({ maxEntries: 512, maxChars: 4_000_000 });

/** The cache key of an input and its options: the options' lists, then the input. */
function cacheKey(html: string, options: SanitizeHtmlOptions | undefined): string {
  if (!options?.forbidTags?.length && !options?.forbidAttributes?.length) return `\u0000${html}`;
  return `${JSON.stringify([options.forbidTags ?? [], options.forbidAttributes ?? []])}\u0000${html}`;
}

/**
 * The server's sanitizer: `createHtmlSanitizer` over `win` (a jsdom window), its answers kept in
 * `serverSanitizedHtml` (sanitizing is a pure function of the input and the options).
 */
export function createServerSanitizer(win: WindowLike): HtmlSanitizer {
  const sanitize = createHtmlSanitizer(win);
  serverSanitizedHtml.clear();
  return (html, options) => {
    if (html == null || html === '') return '';
    const input = String(html);
    return serverSanitizedHtml.get(cacheKey(input, options), () => sanitize(input, options));
  };
}
