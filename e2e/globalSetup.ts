import { type ChildProcess, spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { assertChromium } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The example storefront, served by Vite and proxying `/api` to the sandbox. */
    storefrontUrl: string;
    /** The sandbox store's own HTTP server (API, images and the `/__sandbox` control surface). */
    sandboxUrl: string;
    /** The framework-free cart example (`examples/cart-vanilla`), proxying `/api` to the sandbox. */
    cartVanillaUrl: string;
  }
}

const repo = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/**
 * Runs the sandbox exactly as `pnpm sandbox` does (its CLI, from sources), in its own process, and resolves
 * once it answers. A separate process also keeps the store's timers and sockets out of Vitest's.
 */
async function startSandboxProcess(port: number): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@vitrine/source', '--import', 'tsx', 'src/cli.ts', '--port', String(port)],
    { cwd: `${repo}packages/sandbox`, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/__sandbox/requests`);
      if (response.ok) return { url, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`The sandbox did not answer on ${url} within 30 s:\n${output}`);
}

/** Serves one example app with Vite on a free port, its `/api` proxied to the sandbox. */
async function startExample(name: string) {
  const port = await freePort();
  const root = `${repo}examples/${name}/`;
  const server = await createViteServer({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'warn',
    server: { port, strictPort: true, host: '127.0.0.1' },
  });
  await server.listen();
  return { url: `http://127.0.0.1:${port}`, server };
}

/** Starts the sandbox store and the example apps once for the whole e2e run. */
export default async function setup(project: TestProject) {
  assertChromium();
  const sandbox = await startSandboxProcess(await freePort());
  process.env.VITRINE_SANDBOX_URL = sandbox.url;
  const storefront = await startExample('storefront');
  const cartVanilla = await startExample('cart-vanilla');
  project.provide('storefrontUrl', storefront.url);
  project.provide('cartVanillaUrl', cartVanilla.url);
  project.provide('sandboxUrl', sandbox.url);
  return async () => {
    await storefront.server.close();
    await cartVanilla.server.close();
    sandbox.child.kill('SIGTERM');
  };
}
