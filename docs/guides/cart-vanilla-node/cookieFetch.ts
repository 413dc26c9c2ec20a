// #region jar
/**
 * A `fetch` that keeps the store's cookies between calls, for Node (a script, a worker, a test). Node's own
 * `fetch` stores no cookie at all, so without this every call would open a new, empty session on the store.
 */
export function createCookieFetch(baseFetch: typeof fetch = fetch): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) {
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await baseFetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  };
}
// #endregion jar
