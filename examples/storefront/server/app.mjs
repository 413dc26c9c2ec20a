// The production storefront as an Express app: what `server.mjs` listens with, and what the deployment test
// runs twice behind Varnish. Every response carries the security headers; every page its own CSP nonce.
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { fileURLToPath } from 'node:url';
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node';
import compression from 'compression';
import express from 'express';
import { createRequestHandler } from 'react-router';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  cspHeaderName,
  securitySettingsFromEnv,
} from './securityHeaders.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * @typedef {object} ServerConfig
 * @property {number} port `PORT` (3000).
 * @property {string | undefined} host `HOST` (every interface when unset).
 * @property {string} apiUrl `VITRINE_API_URL`: the store (the sandbox on http://127.0.0.1:4010 by default).
 * @property {string} siteUrl `VITRINE_SITE_URL`: the site's public origin (`https://loja.example`). Canonical
 *   addresses, `og:url`, `og:image` and JSON-LD are built on it, never on the request's `Host` header. When
 *   unset, `http://localhost:PORT` (with a warning): set it in production.
 * @property {boolean} siteUrlConfigured Whether `VITRINE_SITE_URL` was set.
 * @property {boolean} sandboxSession `VITRINE_SANDBOX_SESSION=1`: pages bring the sandbox's session cookie.
 * @property {import('./securityHeaders.mjs').SecuritySettings} security
 */

/** The server's settings from the environment. @returns {ServerConfig} */
export function serverConfigFromEnv(env = process.env) {
  const port = Number(env.PORT || 3000);
  const configured = env.VITRINE_SITE_URL?.trim();
  let siteUrl = `http://localhost:${port}`;
  if (configured) {
    const parsed = new URL(configured);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new Error(`VITRINE_SITE_URL must be an http(s) origin, not ${configured}`);
    siteUrl = parsed.origin;
  }
  return {
    port,
    host: env.HOST || undefined,
    apiUrl: env.VITRINE_API_URL || 'http://127.0.0.1:4010',
    siteUrl,
    siteUrlConfigured: Boolean(configured),
    sandboxSession: env.VITRINE_SANDBOX_SESSION === '1',
    security: securitySettingsFromEnv(env),
  };
}

/** A `Host` header a client may send: a name or IPv4 address, or a bracketed IPv6 one, and a port up to 65535. */
export function isValidHost(host) {
  if (typeof host !== 'string' || host.length === 0 || host.length > 255) return false;
  const match =
    /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/.exec(
      host,
    );
  if (!match) return false;
  return match[1] === undefined || Number(match[1]) <= 65_535;
}

/** A short pt-BR answer for a request the server refuses (it never reaches the pages). */
function refuse(res, status, message, extraHeaders = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extraHeaders,
  });
  res.end(`${message}\n`);
}

/**
 * A response that sets a cookie is one shopper's: whatever the page chose, a shared cache must never keep it.
 * Checked at the last moment (`writeHead`), after every middleware and the page set their headers.
 */
export function neverShareCookies(_req, res, next) {
  const writeHead = res.writeHead;
  res.writeHead = function guardedWriteHead(...args) {
    // Headers given to writeHead itself (the /api proxy's) are merged by Node after this point: check both.
    const given = args.find(
      (arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg),
    );
    const setsCookie =
      res.hasHeader('set-cookie') ||
      Boolean(given && Object.keys(given).some((name) => name.toLowerCase() === 'set-cookie'));
    if (setsCookie) {
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (!/\bno-store\b/.test(cacheControl) || /\bpublic\b|s-maxage/.test(cacheControl))
        res.setHeader('Cache-Control', 'private, no-store');
      if (given)
        for (const name of Object.keys(given))
          if (name.toLowerCase() === 'cache-control') given[name] = 'private, no-store';
    }
    return writeHead.apply(this, args);
  };
  next();
}

/**
 * Forwards `/api` and `/sandbox` to the store as they came (method, headers, cookies, body), so the browser's
 * calls stay on this origin: its session cookie and XSRF token travel with them.
 */
function forwardToStore(apiUrl) {
  return (req, res) => {
    const target = new URL(req.originalUrl, apiUrl);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream = send(
      target,
      // X-Forwarded-Host: the store knows the call came through this site (the sandbox then keeps its image
      // addresses relative to it, since `/sandbox` is forwarded too).
      {
        method: req.method,
        headers: { ...req.headers, host: target.host, 'x-forwarded-host': req.headers.host ?? target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent)
        res.writeHead(502, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
      res.end(JSON.stringify({ message: 'A loja não respondeu. Tente novamente em instantes.' }));
    });
    req.pipe(upstream);
  };
}

/** The request's headers as a Fetch `Headers`. */
function fetchHeaders(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * React Router's request handler, with the request's address built on the configured site origin (never on
 * `Host` or `X-Forwarded-Host`) and the page's CSP nonce in the load context (`{ cspNonce }`), which
 * `entry.server.tsx` hands to React and React Router's scripts.
 */
function pageHandler(build, config) {
  const handle = createRequestHandler(build, 'production');
  // The islands' event contract is the one inline script with no nonce (a constant of the build, the same in a
  // cached page): allowed by its hash.
  const inline = /** @type {{ entry?: { module?: { islandEventsScript?: unknown } } }} */ (build).entry
    ?.module?.islandEventsScript;
  const scriptHashes =
    typeof inline === 'string' ? [`'sha256-${createHash('sha256').update(inline).digest('base64')}'`] : [];
  return async (req, res, next) => {
    try {
      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      /** @type {RequestInit & { duplex?: 'half' }} */
      const init = { method: req.method, headers: fetchHeaders(req), signal: controller.signal };
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        init.body = createReadableStreamFromReadable(req);
        init.duplex = 'half';
      }
      // Concatenated, not resolved: a path such as `//evil.example/x` stays a path of this site.
      const request = new Request(`${config.siteUrl}${req.originalUrl}`, init);
      const nonce = res.locals.cspNonce;
      const response = await handle(request, { cspNonce: nonce });
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers.entries()) res.append(name, value);
      if (nonce && /^text\/html/i.test(response.headers.get('content-type') ?? ''))
        res.setHeader(
          cspHeaderName(config.security),
          contentSecurityPolicy({ nonce, settings: config.security, scriptHashes }),
        );
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}

/**
 * The production storefront app. `build` is React Router's server build (`build/server/index.js`).
 * `state.draining` (set by `server.mjs` on SIGTERM) makes `/healthz` answer 503 so the balancer stops sending.
 * @param {{ build: unknown, config: ServerConfig }} options
 */
export async function createStorefrontApp({ build, config }) {
  const state = { draining: false };
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  // Requests no page answers: methods that echo or tunnel, and request-targets that are not a path (`OPTIONS *`).
  app.use((req, res, next) => {
    if (['TRACE', 'TRACK', 'CONNECT'].includes(req.method))
      return refuse(res, 405, 'Método não permitido.', { Allow: 'GET, HEAD' });
    if (!req.url.startsWith('/')) return refuse(res, 400, 'Requisição inválida.');
    if (!isValidHost(req.headers.host)) return refuse(res, 400, 'Cabeçalho Host inválido.');
    for (const [name, value] of Object.entries(baseSecurityHeaders(req, config.security)))
      res.setHeader(name, value);
    next();
  });
  app.use(neverShareCookies);

  // For the load balancer: this instance is up (and not shutting down). It does not ask the store.
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(state.draining ? 503 : 200).json({ status: state.draining ? 'draining' : 'ok' });
  });

  app.use(['/api', '/sandbox'], forwardToStore(config.apiUrl));
  app.use(compression());
  // File names under /assets carry their content hash: cached for a year, never revalidated.
  app.use('/assets', express.static(here('../build/client/assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(here('../build/client'), { maxAge: '1h', index: false }));

  // Pages are read, never posted to: the forms of the store post to /api.
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    return refuse(res, 405, 'Método não permitido.', { Allow: 'GET, HEAD' });
  });
  if (config.sandboxSession) {
    const { sandboxSessionMiddleware } = await import('@vitrine/sandbox/server');
    app.use(sandboxSessionMiddleware(config.apiUrl));
  }
  app.use((_req, res, next) => {
    res.locals.cspNonce = createNonce();
    next();
  });
  app.use(pageHandler(build, config));

  // A failure nothing handled: a 4xx the request caused (a malformed address) stays a 4xx.
  app.use((error, _req, res, _next) => {
    const status = Number(error?.status ?? error?.statusCode);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (status >= 400 && status < 500) return refuse(res, status, 'Requisição inválida.');
    console.error(error);
    return refuse(res, 500, 'Não foi possível mostrar esta página. Tente novamente em instantes.');
  });
  return { app, state };
}
