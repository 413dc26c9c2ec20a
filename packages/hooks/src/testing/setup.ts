/**
 * @vitrine/hooks/testing/setup: the Vitest setup for testing storefront components. It adds the jest-dom
 * matchers (`toBeInTheDocument`, `toHaveAccessibleName`…) to `expect`, with their types, and unmounts what each
 * test rendered after it. Name it in `setupFiles` (see the README); it imports `@testing-library/jest-dom`,
 * `@testing-library/react` and `vitest`, which your project installs.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
