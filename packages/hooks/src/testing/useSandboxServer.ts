import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeSandboxServer, listenSandboxServer, sandboxServer } from './sandboxServer';

/**
 * Registers the msw server's lifecycle in the calling test file: listen before all tests, drop each test's
 * handlers after it, close after all. Optional: `renderWithStorefront` starts the server by itself.
 * @example
 * declare function Widget(): ReactNode;
 * useSandboxServer();
 * it('…', async () => {
 *   const { store } = renderWithStorefront(<Widget />);
 *   // … act, then read the session's cart back: await store.inspect…
 * });
 */
export function useSandboxServer(): typeof sandboxServer {
  beforeAll(() => listenSandboxServer());
  afterEach(() => sandboxServer.resetHandlers());
  afterAll(() => closeSandboxServer());
  return sandboxServer;
}
