#!/usr/bin/env node
// The floor's production server: `pnpm build`, then `node server.mjs`. PORT (3100), HOST, VITRINE_API_URL (the
// store, http://127.0.0.1:4010), whose images under /sandbox it forwards, as the storefront's server does.
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';

process.env.NODE_ENV ??= 'production';
const { createRequestHandler } = await import('@react-router/express');

const port = Number(process.env.PORT || 3100);
const apiUrl = process.env.VITRINE_API_URL || 'http://127.0.0.1:4010';
process.env.VITRINE_API_URL = apiUrl;
const here = (path) => fileURLToPath(new URL(path, import.meta.url));

const app = express();
app.disable('x-powered-by');
app.use('/sandbox', (req, res) => {
  const upstream = request(new URL(req.originalUrl, apiUrl), { method: req.method }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  upstream.end();
});
app.use(compression());
app.use('/assets', express.static(here('./build/client/assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(here('./build/client'), { maxAge: '1h', index: false }));
app.use(createRequestHandler({ build: await import('./build/server/index.js'), mode: 'production' }));

const server = app.listen(port, process.env.HOST || undefined, () => {
  const address = server.address();
  process.stdout.write(`Floor on port ${typeof address === 'object' && address ? address.port : port}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
