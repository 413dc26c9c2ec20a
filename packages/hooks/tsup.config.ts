import { defineConfig } from 'tsup';

export default defineConfig({
  // The testing helpers are their own entry so an app bundle never pulls msw or the sandbox.
  entry: {
    index: 'src/index.ts',
    'testing/index': 'src/testing/index.ts',
    'testing/setup': 'src/testing/setup.ts',
  },
  // ESM only: Node ≥ 20.19 `require()`s it too, and swr's default export stays a function (a CommonJS build
  // wrapped swr's CommonJS in `__toESM` and broke every data hook under `require`).
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: [
    'react',
    'react-dom',
    'msw',
    '@vitrine/sandbox',
    '@testing-library/jest-dom',
    '@testing-library/react',
    '@testing-library/user-event',
    'vitest',
    'axe-core',
  ],
  banner: { js: "'use client';" },
});
