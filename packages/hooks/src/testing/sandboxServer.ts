import { setupServer } from 'msw/node';

/**
 * The one msw server of a test file. `renderWithStorefront` starts it on first use and swaps the sandbox
 * handlers for every test; `useSandboxServer()` gives it an explicit lifecycle instead.
 */
export const sandboxServer = setupServer();

let listening = false;

/** Starts `sandboxServer` once per test file; unknown requests fail the test instead of reaching a network. */
export function listenSandboxServer(): void {
  if (listening) return;
  sandboxServer.listen({ onUnhandledRequest: 'error' });
  listening = true;
}

/** Stops `sandboxServer` (the next `listenSandboxServer` starts it again). */
export function closeSandboxServer(): void {
  if (!listening) return;
  sandboxServer.close();
  listening = false;
}
