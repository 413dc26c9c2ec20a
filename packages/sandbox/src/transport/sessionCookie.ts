/** Name of the cookie carrying the sandbox visitor session. */
export const SESSION_COOKIE = 'vitrine_sandbox_session';

/** Name of the anti-forgery cookie the storefront copies into `X-XSRF-TOKEN`. */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** Reads one cookie from a `Cookie` header; undefined when absent. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
