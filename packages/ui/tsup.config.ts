import { cpSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'tsup';

const sources = [
  'src/**/*.ts',
  'src/**/*.tsx',
  '!src/**/*.test.ts',
  '!src/**/*.test.tsx',
  '!src/**/*.example.tsx',
  '!src/**/testing/**',
  // Node-only tools of the repository (they read and write src/ with node:fs): not part of the package.
  '!src/elements/definitions/definitionModules.ts',
  '!src/elements/definitions/writeGenerated.ts',
  // The standalone bundle's entry registers every element when loaded: Vite builds it (vite.standalone.config.ts).
  '!src/elements/standalone.ts',
];

/** Copies every widget's CSS beside its module, keeping `src/`'s layout under `dist/`. */
function copyCss(dir = 'src'): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) copyCss(path);
    else if (name.endsWith('.css')) cpSync(path, join('dist', relative('src', path)));
  }
}

// ESM only (Node ≥ 20.19 `require()`s it too): one build, so `require` and `import` run the same code.
export default defineConfig([
  {
    // One ESM module per source module: importing one widget never pulls the others (`sideEffects` keeps CSS).
    entry: sources,
    format: ['esm'],
    splitting: true,
    dts: { entry: ['src/index.ts', 'src/elements/index.ts'] },
    clean: true,
    sourcemap: true,
    target: 'es2022',
    treeshake: false,
    external: ['react', 'react-dom'],
    banner: { js: "'use client';" },
    onSuccess: async () => copyCss(),
  },
]);
