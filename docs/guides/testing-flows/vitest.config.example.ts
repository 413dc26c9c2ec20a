// #region config
// vitest.config.ts of your project
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom', // component tests; a machine-only test can say `// @vitest-environment node`
    setupFiles: ['@vitrine/hooks/testing/setup'], // jest-dom matchers + cleanup after each test
  },
});
// #endregion config
