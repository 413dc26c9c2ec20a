import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
// From the sources, like everything here: `pnpm dev` needs no build (`@vitrine/sandbox/server` when published).
import { sandboxSessionPlugin } from '../../packages/sandbox/src/transport/sandboxSessionMiddleware';

/**
 * Where the store listens: VITRINE_SANDBOX_URL for the sandbox (the dev command starts it, on 4010 unless told
 * another port), else VITRINE_API_URL for a real store, else the sandbox's default address.
 */
const sandboxUrl = process.env.VITRINE_SANDBOX_URL ?? process.env.VITRINE_API_URL ?? 'http://127.0.0.1:4010';
/** Pages get the sandbox's session cookie only in front of the sandbox (a real store sets its own). */
const inFrontOfSandbox =
  process.env.VITRINE_SANDBOX_URL !== undefined || process.env.VITRINE_API_URL === undefined;
// The server's loaders call the store directly; in development that is the same store.
process.env.VITRINE_API_URL ??= sandboxUrl;

/** Workspace packages resolve to their TypeScript sources: no build needed while developing. */
const sourceCondition = '@vitrine/source';

export default defineConfig({
  plugins: [reactRouter(), ...(inFrontOfSandbox ? [sandboxSessionPlugin(sandboxUrl)] : [])],
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
      // Not dependencies of the storefront's own: reached through the package that needs each.
      '@vitrine/hooks > @xstate/react',
      '@vitrine/core > dompurify',
      '@vitrine/ui > radix-ui',
      '@vitrine/core > xstate',
      '@vitrine/core > zod/mini',
      'react-router',
    ],
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target: sandboxUrl, changeOrigin: true, xfwd: true },
      '/sandbox': { target: sandboxUrl, changeOrigin: true, xfwd: true },
    },
  },
});
