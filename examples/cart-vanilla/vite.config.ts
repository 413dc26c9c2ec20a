import { defaultClientConditions, defineConfig } from 'vite';
// From the sources, like everything here: `pnpm dev` needs no build (`@vitrine/sandbox/server` when published).
import { sandboxSessionPlugin } from '../../packages/sandbox/src/transport/sandboxSessionMiddleware';

/** Where the sandbox store listens (`pnpm sandbox`), or the e2e harness's own instance. */
const sandboxUrl = process.env.VITRINE_SANDBOX_URL ?? 'http://127.0.0.1:4010';

export default defineConfig({
  plugins: [sandboxSessionPlugin(sandboxUrl)],
  resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  server: {
    port: Number(process.env.PORT ?? 5174),
    strictPort: true,
    proxy: {
      '/api': { target: sandboxUrl, changeOrigin: true, xfwd: true },
      '/sandbox': { target: sandboxUrl, changeOrigin: true, xfwd: true },
    },
  },
});
