import type { HeadersArgs } from 'react-router';

/**
 * Catalogue pages are the same for every shopper (the server reads no cookie), so a CDN may keep them five
 * minutes and serve a stale copy for a day while it fetches a fresh one. Browsers revalidate every time.
 */
export const catalogueCacheControl = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

/** Pages of one shopper (customer area, checkout) and answers that must not stick (404): never stored. */
export const privateCacheControl = 'private, no-store';

/** The headers a loader returns with its data: how long the page may be cached. */
export function cacheHeaders(kind: 'catalogue' | 'private'): HeadersInit {
  return { 'Cache-Control': kind === 'catalogue' ? catalogueCacheControl : privateCacheControl };
}

/**
 * A route's `headers` export: the page keeps the caching its loader chose (an unknown category answers
 * 404 and is not cached); a page whose loader failed is never cached.
 */
export function headersFromLoader({ loaderHeaders, errorHeaders }: HeadersArgs): Headers {
  const chosen = errorHeaders ? null : loaderHeaders.get('Cache-Control');
  return new Headers({ 'Cache-Control': chosen ?? privateCacheControl });
}
