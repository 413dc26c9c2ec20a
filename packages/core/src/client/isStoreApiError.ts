import { StoreApiError } from './StoreApiError';

const kinds = new Set(['network', 'timeout', 'abort', 'http', 'parse']);

/**
 * Tells whether a thrown value is a `StoreApiError`. It also recognises errors from another copy of
 * `@vitrine/core` (two bundles in one page break `instanceof`) by their name and kind.
 */
export function isStoreApiError(error: unknown): error is StoreApiError {
  if (error instanceof StoreApiError) return true;
  return (
    error instanceof Error &&
    error.name === 'StoreApiError' &&
    kinds.has((error as { kind?: unknown }).kind as string) &&
    typeof (error as { operation?: unknown }).operation === 'string'
  );
}
