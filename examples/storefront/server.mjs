#!/usr/bin/env node
// The production storefront: `pnpm build` first, then `node server.mjs` (what `pnpm start` runs).
// PORT (3000), HOST (every interface when unset) and VITRINE_API_URL (the store, http://127.0.0.1:4010).
// VITRINE_SANDBOX_SESSION=1 gives each page the sandbox's session cookie (only in front of the sandbox).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';

// React and React Router pick their production builds from NODE_ENV when first loaded (below, dynamically).
process.env.NODE_ENV ??= 'production';
const { createRequestHandler } = await import('@react-router/express');

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;
const apiUrl = process.env.VITRINE_API_URL || 'http://127.0.0.1:4010';
process.env.VITRINE_API_URL = apiUrl;
const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Forwards `/api` and `/sandbox` to the store as they came (method, headers, cookies, body), so the browser's
 * calls stay on this origin: its session cookie and XSRF token travel with them.
 */
function forwardToStore(req, res) {
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
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ message: 'A loja não respondeu. Tente novamente em instantes.' }));
  });
  req.pipe(upstream);
}

const app = express();
app.disable('x-powered-by');
app.use(['/api', '/sandbox'], forwardToStore);
app.use(compression());
// File names under /assets carry their content hash: cached for a year, never revalidated.
app.use('/assets', express.static(here('./build/client/assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(here('./build/client'), { maxAge: '1h', index: false }));
if (process.env.VITRINE_SANDBOX_SESSION === '1') {
  const { sandboxSessionMiddleware } = await import('@vitrine/sandbox/server');
  app.use(sandboxSessionMiddleware(apiUrl));
}
app.use(createRequestHandler({ build: await import('./build/server/index.js'), mode: 'production' }));

const server = app.listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  process.stdout.write(`Storefront on http://${host ?? 'localhost'}:${shown} (store API: ${apiUrl})\n`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
