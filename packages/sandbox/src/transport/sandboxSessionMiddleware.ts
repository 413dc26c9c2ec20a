import type { IncomingMessage, ServerResponse } from 'node:http';
import { isMalformedCookie, readCookie, SESSION_COOKIE, XSRF_COOKIE } from './sessionCookie';

/**
 * A connect-style middleware for the dev server that serves a storefront's pages in front of the sandbox
 * (Vite's `server.middlewares.use(...)`): a page asked for without the sandbox's session cookie gets one with
 * its HTML, as a real platform sets it with the page. Without it the page's first API calls all leave without
 * a cookie, each opens a session, and the last answer's cookie wins. Only navigations (GET accepting HTML)
 * are touched; if the sandbox does not answer, the page is served as before.
 * @example
 * server.middlewares.use(sandboxSessionMiddleware('http://127.0.0.1:4010'));
 */
export function sandboxSessionMiddleware(sandboxUrl: string) {
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    const isPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    // A cookie with a malformed percent-escape (`%E0%A4%A`) counts as absent: the page gets a fresh one in its
    // place rather than an error, and a good session is never replaced because of a bad XSRF-TOKEN.
    const hasSession = readCookie(req.headers.cookie, SESSION_COOKIE) !== undefined;
    const badXsrf = isMalformedCookie(req.headers.cookie, XSRF_COOKIE);
    if (!isPage || (hasSession && !badXsrf)) {
      next();
      return;
    }
    fetch(new URL('/', sandboxUrl))
      .then((reply) => {
        const cookies = reply.headers
          .getSetCookie()
          .filter((cookie) => !hasSession || !cookie.startsWith(`${SESSION_COOKIE}=`));
        if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
      })
      .catch(() => {
        // The sandbox is not up yet: the page's own calls will open the session.
      })
      .finally(() => next());
  };
}

/** The part of a Vite dev or preview server the plugin uses (structural: the sandbox does not depend on Vite). */
interface MiddlewareHost {
  readonly middlewares: { use(middleware: ReturnType<typeof sandboxSessionMiddleware>): unknown };
}

/**
 * A Vite plugin serving each page with the sandbox's session cookie (see `sandboxSessionMiddleware`), in
 * `vite` and `vite preview`.
 * @example
 * export default defineConfig({ plugins: [react(), sandboxSessionPlugin('http://127.0.0.1:4010')] });
 */
export function sandboxSessionPlugin(sandboxUrl: string) {
  const use = (server: MiddlewareHost) => {
    server.middlewares.use(sandboxSessionMiddleware(sandboxUrl));
  };
  return { name: 'vitrine-sandbox-session', configureServer: use, configurePreviewServer: use };
}
