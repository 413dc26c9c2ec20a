import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { e2eLanes } from './e2e/lanes';

/** The ui tests of what loads on demand (a module not loaded yet): each file gets a fresh module graph. */
const onDemandTests = ['packages/ui/src/**/*.onDemand.test.tsx', 'packages/ui/src/**/*.zoom.test.tsx'];

/** core's tests that install process-wide state (the server HTML sanitizer) or run in a DOM. */
const coreIsolatedTests = ['packages/core/src/server.test.ts', 'packages/core/src/**/*.dom.test.ts'];

/** In-repo packages resolve to their TypeScript sources, so no test run needs a prior build. */
const sourceCondition = '@vitrine/source';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: [sourceCondition, ...defaultServerConditions],
      externalConditions: [sourceCondition],
    },
  },
  test: {
    // A component test that takes 2 s alone took 5–9 s while the 2-core machine also ran an e2e lane: the limit is
    // for a test that hangs, not for a slow machine.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          sequence: { groupOrder: 1 },
          environment: 'node',
          // One module graph per worker, not per file (71 s → 20 s): core's modules keep no state between
          // tests but the server sanitizer, whose tests run in `core-isolated`.
          isolate: false,
          include: ['packages/core/src/**/*.test.ts'],
          exclude: coreIsolatedTests,
          // Type tests (`expectTypeOf`, `assertType`) are checked by tsc, not run: a type that drifts fails the run.
          typecheck: {
            enabled: true,
            include: ['packages/core/src/**/*.test-d.ts'],
            tsconfig: 'packages/core/tsconfig.json',
          },
        },
      },
      {
        extends: true,
        // What installs process-wide state (the server HTML sanitizer) or a DOM: a fresh module graph each.
        test: {
          name: 'core-isolated',
          sequence: { groupOrder: 2 },
          environment: 'node',
          include: coreIsolatedTests,
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          sequence: { groupOrder: 3 },
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          sequence: { groupOrder: 4 },
          environment: 'node',
          isolate: false,
          include: ['packages/sandbox/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'hooks',
          sequence: { groupOrder: 5 },
          environment: 'jsdom',
          // One jsdom and one module graph per worker, not per file: the files clean up after themselves (the
          // setup unmounts after each test), and the suite runs several times faster.
          isolate: false,
          include: ['packages/hooks/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./packages/hooks/src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          sequence: { groupOrder: 6 },
          environment: 'jsdom',
          // One jsdom and one module graph per worker, not per file: the files clean up after themselves (the
          // setup unmounts after each test), and the suite runs several times faster.
          isolate: false,
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          exclude: onDemandTests,
          setupFiles: ['./packages/hooks/src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        // What loads on demand must not be loaded yet: these files get a fresh module graph each.
        test: {
          name: 'ui-on-demand',
          sequence: { groupOrder: 7 },
          environment: 'jsdom',
          include: onDemandTests,
          setupFiles: ['./packages/hooks/src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'storefront',
          sequence: { groupOrder: 8 },
          environment: 'jsdom',
          // One jsdom and one module graph per worker, not per file: the files clean up after themselves (the
          // setup unmounts after each test), and the suite runs several times faster.
          isolate: false,
          include: ['examples/*/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./packages/hooks/src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        // The guides' own code (docs/guides/<guide>/), run against the sandbox as a reader would run it.
        test: {
          name: 'docs',
          sequence: { groupOrder: 9 },
          environment: 'node',
          include: ['docs/guides/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        // Every story of the built gallery rendered in Chromium (run after `pnpm gallery:build`).
        test: {
          name: 'gallery',
          sequence: { groupOrder: 10 },
          environment: 'node',
          include: ['docs/gallery/**/*.smoke.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // deploy/: the sandbox, two production instances and Varnish (run by `pnpm test:deploy`, after the build).
        test: {
          name: 'deploy',
          sequence: { groupOrder: 12 },
          environment: 'node',
          include: ['e2e/deploy/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 11 },
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['./e2e/globalSetup.ts'],
          // Each navigation waits for every island of the page to be live (e2e/browser.ts): a journey of several
          // pages took 40–45 s alone and over 60 s beside another lane on the 2-core machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // `expect.poll` waits for what a page shows; its 1 s default ran out while the widgets of the HTML theme
          // were still loading on the shared 2-core machine (they show within 1 s alone).
          expect: { poll: { timeout: 15_000 } },
          // `e2eLanes` files at once, each worker against its own stack of servers (e2e/globalSetup.ts).
          maxWorkers: e2eLanes,
        },
      },
    ],
  },
});
