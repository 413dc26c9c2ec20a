import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // `./server` is its own entry: it never imports msw, which stays external (an optional peer).
    entry: ['src/index.ts', 'src/server.ts'],
    // ESM only, like the other packages (Node ≥ 20.19 `require()`s it).
    format: ['esm'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    external: ['msw'],
  },
  {
    // `npx vitrine-sandbox`: the same server as `pnpm sandbox`, from the published build.
    entry: ['src/cli.ts'],
    format: ['esm'],
    dts: false,
    clean: false,
    sourcemap: true,
    target: 'node20',
    platform: 'node',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
