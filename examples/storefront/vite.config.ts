import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
// From the sources, like everything here: `pnpm dev` needs no build (`@vitrine/sandbox/server` when published).
import { sandboxSessionPlugin } from '../../packages/sandbox/src/transport/sandboxSessionMiddleware';

/** Where the sandbox store listens; `pnpm dev` starts it on 4010, the e2e harness on a free port. */
const sandboxUrl = process.env.VITRINE_SANDBOX_URL ?? process.env.VITRINE_API_URL ?? 'http://127.0.0.1:4010';
// The server's loaders call the store directly; in development that is the same sandbox.
process.env.VITRINE_API_URL ??= sandboxUrl;

/** Workspace packages resolve to their TypeScript sources: no build needed while developing. */
const sourceCondition = '@vitrine/source';

export default defineConfig({
  plugins: [reactRouter(), sandboxSessionPlugin(sandboxUrl)],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: [sourceCondition, ...defaultServerConditions],
      externalConditions: [sourceCondition],
    },
    // Bundled into the server build, so the production server needs no TypeScript sources at run time.
    noExternal: [/^@vitrine\//],
  },
  // Found up front, so the first page of a fresh dev server does not reload when they are discovered.
  // Source maps only for `pnpm size:routes` (scripts/route-js.ts), which attributes each route's bytes to
  // packages and widgets; never served.
  build: { sourcemap: process.env.VITRINE_SOURCEMAP ? 'hidden' : false },
  optimizeDeps: {
    include: [
      'swr',
      'swr/mutation',
      '@xstate/react',
      'dompurify',
      'radix-ui',
      'xstate',
      'zod/mini',
      'react-router',
    ],
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target: sandboxUrl, changeOrigin: true },
      '/sandbox': { target: sandboxUrl, changeOrigin: true },
    },
  },
});
