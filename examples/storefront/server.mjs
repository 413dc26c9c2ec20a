#!/usr/bin/env node
// The production storefront: `pnpm build` first, then `node server.mjs` (what `pnpm start` runs).
// PORT (3000), HOST (every interface when unset), VITRINE_API_URL (the store, http://127.0.0.1:4010) and
// VITRINE_SITE_URL (the site's public origin, for canonical addresses: set it in production).
// VITRINE_SANDBOX_SESSION=1 gives each page the sandbox's session cookie (only in front of the sandbox).
// Security headers: VITRINE_CSP_REPORT_ONLY, VITRINE_CSP_REPORT_URI, VITRINE_FRAME_ANCESTORS, VITRINE_HSTS,
// VITRINE_TRUST_PROXY (see server/securityHeaders.mjs); other sites a store loads from: server/storeOrigins.mjs.
// SIGTERM stops taking connections, lets the requests in flight finish (up to VITRINE_DRAIN_MS, 10 s), then exits.

// React and React Router pick their production builds from NODE_ENV when first loaded (below, dynamically).
process.env.NODE_ENV ??= 'production';
const { createStorefrontApp, serverConfigFromEnv } = await import('./server/app.mjs');

const config = serverConfigFromEnv();
process.env.VITRINE_API_URL = config.apiUrl;
if (!config.siteUrlConfigured)
  process.stderr.write(
    `VITRINE_SITE_URL is not set: canonical addresses use ${config.siteUrl}. Set it to the site's public origin.\n`,
  );
const build = await import('./build/server/index.js');
const { app, state } = await createStorefrontApp({ build, config });

const server = app.listen(config.port, config.host, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(
    `Storefront on http://${config.host ?? 'localhost'}:${shown} (store API: ${config.apiUrl}, site: ${config.siteUrl})\n`,
  );
});
// Behind a balancer, idle keep-alive connections outlive its own timeout (60 s for Varnish's backends).
server.keepAliveTimeout = 65_000;

const drainMs = Number(process.env.VITRINE_DRAIN_MS || 10_000);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  state.draining = true;
  // No new connections; each request in flight finishes, then its connection closes (Node closes the idle ones).
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    process.stderr.write(`Requests still open after ${drainMs} ms: exiting.\n`);
    process.exit(1);
  }, drainMs).unref();
};
// A response finished while draining closes its keep-alive connection at once.
server.on('request', (_req, res) => {
  res.on('finish', () => {
    if (stopping) server.closeIdleConnections();
  });
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
