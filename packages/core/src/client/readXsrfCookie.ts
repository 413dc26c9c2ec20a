/**
 * Reads the `XSRF-TOKEN` cookie of the page; `undefined` outside a browser or when the cookie is absent.
 * core must run without a DOM, so the cookie jar is reached through `globalThis` (the lint forbids
 * the `document` global in core, and on a server there is none).
 */
export function readXsrfCookie(name = 'XSRF-TOKEN'): string | undefined {
  const cookie = (globalThis as { document?: { cookie?: unknown } }).document?.cookie;
  if (typeof cookie !== 'string' || cookie === '') return undefined;
  for (const part of cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      // A malformed percent-escape: hand the raw value over rather than no token at all.
      return value;
    }
  }
  return undefined;
}
