import { defaultClientConditions, defineConfig } from 'vite';

/** Where the sandbox store listens (`pnpm sandbox`), or the e2e harness's own instance. */
const sandboxUrl = process.env.VITRINE_SANDBOX_URL ?? 'http://127.0.0.1:4010';

export default defineConfig({
  resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  server: {
    port: Number(process.env.PORT ?? 5174),
    strictPort: true,
    proxy: {
      '/api': { target: sandboxUrl, changeOrigin: true },
      '/sandbox': { target: sandboxUrl, changeOrigin: true },
    },
  },
});
