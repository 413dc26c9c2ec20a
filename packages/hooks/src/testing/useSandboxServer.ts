import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeSandboxServer, listenSandboxServer, sandboxServer } from './sandboxServer';

/**
 * Registers the msw server's lifecycle in the calling test file: listen before all tests, drop each test's
 * handlers after it, close after all. Optional: `renderWithStorefront` starts the server by itself.
 * @example
 * useSandboxServer();
 * it('...', async () => { const { store } = renderWithStorefront(<Widget />); ... });
 */
export function useSandboxServer(): typeof sandboxServer {
  beforeAll(() => listenSandboxServer());
  afterEach(() => sandboxServer.resetHandlers());
  afterAll(() => closeSandboxServer());
  return sandboxServer;
}
