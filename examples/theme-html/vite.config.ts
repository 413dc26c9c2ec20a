import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
// From the sources, like everything here: `pnpm dev` needs no build (`@vitrine/sandbox/server` when published).
import { sandboxSessionPlugin } from '../../packages/sandbox/src/transport/sandboxSessionMiddleware';

/** Where the sandbox store listens (`pnpm sandbox`), or the e2e harness's own instance. */
const sandboxUrl = process.env.VITRINE_SANDBOX_URL ?? 'http://127.0.0.1:4010';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  plugins: [sandboxSessionPlugin(sandboxUrl)],
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
      '/api': { target: sandboxUrl, changeOrigin: true },
      '/sandbox': { target: sandboxUrl, changeOrigin: true },
    },
  },
});
