// Run after tsup: the declaration bundler drops a side-effect import, so `dist/testing/setup.d.ts` came out as
// `export {}` and a user's `expect(…).toBeInTheDocument()` did not type-check. It imports the jest-dom matchers'
// types for vitest's `expect`, as the setup module itself imports the matchers.
import { writeFileSync } from 'node:fs';

writeFileSync(
  new URL('../dist/testing/setup.d.ts', import.meta.url),
  "// The jest-dom matchers on vitest's `expect` (`toBeInTheDocument`…), with their types.\nimport '@testing-library/jest-dom/vitest';\nexport {};\n",
);
