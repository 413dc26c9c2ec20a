import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The standalone bundle (`dist/standalone/`), for HTML themes without a build step: one ES module
 * (`vitrine-elements.js`, React and every dependency included, production mode) that registers every element,
 * each widget in its own chunk loaded when its first element connects, and the kit's whole stylesheet
 * (`vitrine-elements.css`) the page links itself (the JS injects no style). Runs after tsup, whose `clean` empties
 * `dist/` first.
 */
export default defineConfig({
  // Chunks and the stylesheet are found beside the entry, wherever the theme serves the folder.
  base: './',
  // From the sources of core and hooks, like the examples: the bundle needs no other package built.
  resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': '"production"' },
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('dist/standalone', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    cssCodeSplit: false,
    // Library mode: no preload helper wrapping every `import()` (a chunk is fetched by the plain `import()` of the
    // element that needs it), and no polyfill.
    lib: {
      entry: { 'vitrine-elements': fileURLToPath(new URL('src/elements/standalone.ts', import.meta.url)) },
      formats: ['es'],
      cssFileName: 'vitrine-elements',
    },
    rolldownOptions: {
      // Keep the entry's exports: `import { vitrine } from '…/vitrine-elements.js'`.
      preserveEntrySignatures: 'strict',
      // Radix's `'use client'` lines mean nothing in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        format: 'es',
        // Library mode would keep whitespace in an ES build (for consumers' tree-shaking): this file is final.
        minify: true,
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'vitrine-elements.css'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
});
