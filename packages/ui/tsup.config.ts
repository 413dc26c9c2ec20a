import { cpSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'tsup';
import { isInTestingFolder, sourceEntries } from '../../scripts/build/sourceEntries';

/** Node-only tools of the repository (they read and write src/ with node:fs) and the standalone bundle's entry
 * (it registers every element when loaded; Vite builds it, vite.standalone.config.ts): not modules of the package. */
const notModules = new Set([
  'src/elements/definitions/definitionModules.ts',
  'src/elements/definitions/writeGenerated.ts',
  'src/elements/standalone.ts',
]);

/** Every source module but tests, examples and test helpers, sorted so that every clone builds the same chunks. */
const sources = sourceEntries(
  'src',
  (path) =>
    /\.tsx?$/.test(path) &&
    !/\.test\.tsx?$/.test(path) &&
    !path.endsWith('.example.tsx') &&
    !isInTestingFolder(path) &&
    !notModules.has(path),
);

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
