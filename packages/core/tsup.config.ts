import { defineConfig } from 'tsup';
import { isInTestingFolder, sourceEntries } from '../../scripts/build/sourceEntries';

/** Every source module but tests and test helpers, sorted so that every clone builds the same chunks. */
const sources = sourceEntries(
  'src',
  (path) => path.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(path) && !isInTestingFolder(path),
);

// ESM only: Node ≥ 20.19 `require()`s these modules too (no top-level await anywhere), so there is no CommonJS
// build whose default imports could differ from the ESM one.
export default defineConfig([
  {
    // ESM keeps one output module per source module (every file an entry, shared code split out), so with
    // `"sideEffects": false` a bundler drops every module an app does not import: one validator costs bytes,
    // not the whole package.
    entry: sources,
    format: ['esm'],
    splitting: true,
    dts: {
      entry: {
        index: 'src/index.ts',
        'schemas/index': 'src/schemas/index.ts',
        'analytics/index': 'src/analytics/index.ts',
        server: 'src/server.ts',
      },
    },
    clean: true,
    sourcemap: true,
    target: 'es2022',
    treeshake: false,
  },
]);
