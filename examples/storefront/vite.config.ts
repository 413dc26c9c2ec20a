import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
// From the sources, like everything here: `pnpm dev` needs no build (`@vitrine/sandbox/server` when published).
import { sandboxSessionPlugin } from '../../packages/sandbox/src/transport/sandboxSessionMiddleware';

/** Where the sandbox store listens; `pnpm dev` starts it on 4010, the e2e harness on a free port. */
const sandboxUrl = process.env.VITRINE_SANDBOX_URL ?? 'http://127.0.0.1:4010';

export default defineConfig({
  plugins: [react(), sandboxSessionPlugin(sandboxUrl)],
  resolve: {
    // Workspace packages resolve to their TypeScript sources: no build needed while developing.
    conditions: ['@vitrine/source', ...defaultClientConditions],
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target: sandboxUrl, changeOrigin: true },
      '/sandbox': { target: sandboxUrl, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: sandboxUrl, changeOrigin: true },
      '/sandbox': { target: sandboxUrl, changeOrigin: true },
    },
  },
});
