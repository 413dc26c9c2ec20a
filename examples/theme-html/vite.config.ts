import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
// From the sources, like everything here: `pnpm dev` needs no build (`@vitrine/sandbox/server` when published).
import { sandboxSessionPlugin } from '../../packages/sandbox/src/transport/sandboxSessionMiddleware';

/** Where the sandbox store listens (`pnpm sandbox`), or the e2e harness's own instance. */
const sandboxUrl = process.env.VITRINE_SANDBOX_URL ?? 'http://127.0.0.1:4010';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** The standalone bundle's folder (`pnpm --filter @vitrine/ui run build` writes it). */
const standaloneDir = fileURLToPath(new URL('../../packages/ui/dist/standalone/', import.meta.url));
const contentTypes: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Serves `packages/ui/dist/standalone/` under `/standalone/` as plain files, untouched by Vite, for
 * `standalone.html`: the page a theme without a build step would be.
 */
function standaloneBundle(): Plugin {
  return {
    name: 'vitrine-standalone-bundle',
    configureServer(server) {
      server.middlewares.use('/standalone/', (request, response, next) => {
        const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
        const type = contentTypes[extname(path)];
        if (!type || path.includes('..')) return next();
        readFile(join(standaloneDir, path)).then(
          (body) => {
            response.setHeader('Content-Type', type);
            response.end(body);
          },
          () => next(),
        );
      });
    },
  };
}

export default defineConfig({
  plugins: [sandboxSessionPlugin(sandboxUrl), standaloneBundle()],
  resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  build: {
    // Three pages, each with its one script tag: Vite bundles the shared runtime once for all of them.
    rolldownOptions: {
      input: { home: page('index.html'), listing: page('listing.html'), product: page('product.html') },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5175),
    strictPort: true,
    proxy: {
      '/api': { target: sandboxUrl, changeOrigin: true, xfwd: true },
      '/sandbox': { target: sandboxUrl, changeOrigin: true, xfwd: true },
    },
  },
});
