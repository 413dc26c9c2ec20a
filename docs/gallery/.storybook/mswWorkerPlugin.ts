import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The worker script's name; the gallery registers it relative to its page, so any base path works. */
export const workerFileName = 'mockServiceWorker.js';

/**
 * Serves msw's service worker in development and writes it beside the gallery's pages in a build, always the
 * copy of the installed msw (so it can never lag behind the library that talks to it). Nothing is committed.
 */
export function mswWorkerPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const read = () => readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');
  return {
    name: 'vitrine-gallery:msw-worker',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.split('?')[0]?.endsWith(`/${workerFileName}`)) return next();
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.setHeader('Service-Worker-Allowed', '/');
        response.end(read());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: workerFileName, source: read() });
    },
  };
}
