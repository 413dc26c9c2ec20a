import { Suspense, use, useMemo } from 'react';

let sanitizerModule: Promise<typeof import('./sanitizer')> | undefined;
/** Core's sanitizer, loaded once per page the first time a description shows (the same module for everyone). */
function loadSanitizer() {
  sanitizerModule ??= import('./sanitizer');
  return sanitizerModule;
}

function Description({ html }: { html: string }) {
  const { sanitizeHtml } = use(loadSanitizer());
  const safe = useMemo(() => sanitizeHtml(html), [sanitizeHtml, html]);
  return (
    <div
      className="sf-product__description"
      // Sanitized the same way on the server (jsdom) and in the browser, so hydration matches.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHtml strips every script vector.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

/**
 * A product's description, the platform's HTML sanitized by core's `sanitizeHtml`. The sanitizer (DOMPurify) loads
 * on demand: the server render waits for it, and hydration keeps the server's markup until it arrives (a Suspense
 * boundary), so the description never flashes while the page's first download stays without it.
 */
export function ProductDescription({ html }: { html: string }) {
  return (
    <Suspense fallback={null}>
      <Description html={html} />
    </Suspense>
  );
}
