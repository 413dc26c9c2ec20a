import { routes } from '@vitrine/core';

/** Any origin: only used to resolve a path and compare the result, never fetched. */
const PROBE_ORIGIN = 'https://vitrine.invalid';

/**
 * Where the login sends the shopper back to: `wanted` when it is a path of this site ('/customer/order?page=2'),
 * else `fallback` ('/customer'). Refused: anything not starting with a single '/' ('https://…', '//evil.com',
 * '/\evil.com'), control characters (a browser drops tabs and newlines, so '/\t/evil.com' would become
 * '//evil.com'), a path that resolves to another origin, and the login page itself. A login that follows any
 * address would be an open redirect.
 * @example
 * safeRedirectPath('/customer/order'); // '/customer/order'
 * safeRedirectPath('https://evil.example'); // '/customer'
 */
export function safeRedirectPath(
  wanted: string | null | undefined,
  fallback: string = routes.customer,
): string {
  if (typeof wanted !== 'string') return fallback;
  if (!wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\')) return fallback;
  for (const character of wanted) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  let resolved: URL;
  try {
    resolved = new URL(wanted, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== PROBE_ORIGIN) return fallback;
  if (resolved.pathname.replace(/\/+$/, '') === routes.customerLogin) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
