/** Name of the cookie carrying the sandbox visitor session. */
export const SESSION_COOKIE = 'vitrine_sandbox_session';

/** Name of the anti-forgery cookie the storefront copies into `X-XSRF-TOKEN`. */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** Decodes a percent-encoded text; undefined when an escape is malformed (`%E0%A4%A`) instead of throwing. */
export function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function rawCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Reads one cookie from a `Cookie` header; undefined when absent or when its percent-escapes are malformed. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  const raw = rawCookie(header, name);
  return raw === undefined ? undefined : safeDecode(raw);
}

/** Tells whether the `Cookie` header holds the named cookie with malformed percent-escapes (`%E0%A4%A`). */
export function isMalformedCookie(header: string | null | undefined, name: string): boolean {
  const raw = rawCookie(header, name);
  return raw !== undefined && safeDecode(raw) === undefined;
}
