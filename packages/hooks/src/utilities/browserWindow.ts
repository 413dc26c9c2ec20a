/**
 * The global `window` when the code runs in a browser; `undefined` on the server (or in a worker), so
 * callers can skip browser-only work instead of throwing a ReferenceError during server rendering.
 */
export function browserWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
