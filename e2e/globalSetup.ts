import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startSandboxServer } from '@vitrine/sandbox';
import { createServer as createViteServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { assertChromium } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The example storefront, served by Vite and proxying `/api` to the sandbox. */
    storefrontUrl: string;
    /** The sandbox store's own HTTP server (API, images and the `/__sandbox` control surface). */
    sandboxUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the sandbox store and the example storefront once for the whole e2e run. */
export default async function setup(project: TestProject) {
  assertChromium();
  const sandbox = await startSandboxServer({ port: 0, host: '127.0.0.1' });
  process.env.VITRINE_SANDBOX_URL = sandbox.url;
  const port = await freePort();
  const root = fileURLToPath(new URL('../examples/storefront/', import.meta.url));
  const vite = await createViteServer({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'warn',
    server: { port, strictPort: true, host: '127.0.0.1' },
  });
  await vite.listen();
  project.provide('storefrontUrl', `http://127.0.0.1:${port}`);
  project.provide('sandboxUrl', sandbox.url);
  return async () => {
    await vite.close();
    await sandbox.close();
  };
}
