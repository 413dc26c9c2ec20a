// For `pnpm bench:render` (scripts/bench-render.mjs): React Router's request handler over a built server, as
// server/app.mjs makes it, so a page renders in-process without the HTTP server around it. Imported from here so
// that `react-router` resolves as the storefront's own modules resolve it (the same module instance as the build's).
import { randomBytes } from 'node:crypto';
import { createRequestHandler } from 'react-router';

/**
 * A page renderer over `build` (a `build/server/index.js` module): `render(path)` answers what the production
 * server's page handler would (status and the HTML's bytes, chunk by chunk), with a fresh CSP nonce in the load
 * context as the server gives.
 * @param {unknown} build
 * @param {string} siteUrl
 */
export function createPageRenderer(build, siteUrl) {
  const handle = createRequestHandler(/** @type {never} */ (build), 'production');
  return async function render(path) {
    const request = new Request(`${siteUrl}${path}`, {
      method: 'GET',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip', host: new URL(siteUrl).host },
    });
    const response = await handle(request, { cspNonce: randomBytes(16).toString('base64') });
    // Read as the server sends it (server/app.mjs writes each chunk to the socket): bytes, not decoded here.
    const chunks = [];
    if (response.body) for await (const chunk of response.body) chunks.push(chunk);
    return { status: response.status, chunks };
  };
}
