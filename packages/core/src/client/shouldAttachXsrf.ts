/**
 * Tells whether a request gets the `X-XSRF-TOKEN` header: only state-changing methods (not GET/HEAD)
 * to a relative URL of the page's own origin. Absolute and protocol-relative (`//host`) URLs never get
 * it, so the token cannot leak to another origin.
 */
export function shouldAttachXsrf(method: string, url: string): boolean {
  const upper = method.toUpperCase();
  if (upper === 'GET' || upper === 'HEAD') return false;
  if (url.startsWith('//')) return false;
  return url.startsWith('/') || !/^[a-z][a-z\d+.-]*:/i.test(url);
}
