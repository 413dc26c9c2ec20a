// #region vite
import react from '@vitejs/plugin-react';
import { sandboxSessionPlugin } from '@vitrine/sandbox/server';
import { defineConfig } from 'vite';

// The store API runs beside the app (`pnpm sandbox`: http://127.0.0.1:4010). The dev server forwards `/api` to
// it, so the page calls its own origin ('' as baseUrl) and the session cookie is first-party.
const store = process.env.VITRINE_API_URL ?? 'http://127.0.0.1:4010';

export default defineConfig({
  plugins: [react(), sandboxSessionPlugin(store)], // the plugin: only in front of the sandbox
  server: { proxy: { '/api': store, '/sandbox': store } },
});
// #endregion vite
