import { createStoreClient } from '@vitrine/core';
import { setupServer } from 'msw/node';
import { createSandboxStore } from '../../store/createSandboxStore';
import { sandboxHandlers } from '../../transport/sandboxHandlers';

/**
 * A sandbox store answering through msw, and a client talking to it. Call `server.listen()` in `beforeAll`,
 * `server.close()` in `afterAll`, `store.reset()` and `store.faults.clear()` between tests. Test-only.
 */
export function sandboxApi() {
  const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
  const server = setupServer(...sandboxHandlers(store));
  const client = createStoreClient({ baseUrl: 'http://sandbox.test', timeoutMs: 2000 });
  return { store, server, client };
}
