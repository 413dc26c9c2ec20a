import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { assertChromium } from './browser';
import { e2eLanes } from './lanes';

/** One set of servers: files running at the same time each get their own, so a sandbox reset or fault never
 * reaches another file's test. */
export interface E2eStack {
  /** The example storefront, rendered on the server and forwarding `/api` to this stack's sandbox. */
  storefrontUrl: string;
  /** The sandbox store's own HTTP server (API, images and the `/__sandbox` control surface). */
  sandboxUrl: string;
  /** The framework-free cart example (`examples/cart-vanilla`), proxying `/api` to the sandbox. */
  cartVanillaUrl: string;
  /** The static HTML theme made of Vitrine custom elements (`examples/theme-html`), proxying `/api` to the sandbox. */
  themeHtmlUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per e2e worker (`E2E_LANES`), in worker order: see `e2eStack()` in `harness.ts`. */
    e2eStacks: E2eStack[];
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

/** Resolves once `url` answers (any status), or throws with the process's output after `timeoutMs`. */
async function waitForAnswer(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the server exited (${child.exitCode}):\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill();
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

/** Spawns a server process and keeps its output for the error message if it fails to start. */
function spawnServer(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/**
 * The storefront rendered on the server. After `pnpm build` (as `pnpm test` runs it) it is the production
 * server (`server.mjs`), exactly as `pnpm start` runs it; without a build, or with `E2E_STOREFRONT=dev`,
 * React Router's dev server. Either forwards `/api` to the sandbox and gives pages its session cookie.
 */
async function startStorefront(sandboxUrl: string) {
  const port = await freePort();
  const cwd = `${repo}examples/storefront`;
  const built =
    existsSync(`${cwd}/build/server/index.js`) && existsSync(`${repo}packages/sandbox/dist/server.js`);
  const useBuild = process.env.E2E_STOREFRONT !== 'dev' && built;
  const server = useBuild
    ? spawnServer(process.execPath, ['server.mjs'], cwd, {
        PORT: String(port),
        HOST: '127.0.0.1',
        VITRINE_API_URL: sandboxUrl,
        VITRINE_SANDBOX_SESSION: '1',
        VITRINE_SITE_URL: `http://127.0.0.1:${port}`,
      })
    : spawnServer(
        process.execPath,
        ['node_modules/@react-router/dev/bin.js', 'dev', '--host', '127.0.0.1'],
        cwd,
        {
          PORT: String(port),
          VITRINE_SANDBOX_URL: sandboxUrl,
          VITRINE_API_URL: sandboxUrl,
        },
      );
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(url, server.child, server.output);
  if (!useBuild) {
    // The dev server finds the browser's dependencies on the first pages: load them once before any test.
    for (const path of ['/', '/busca?n=camiseta', '/moda-feminina/c']) await fetch(`${url}${path}`);
  }
  return { url, child: server.child };
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

/** Starts a sandbox store, the storefront and the example apps, the latter two proxying to that sandbox. */
async function startStack() {
  const sandbox = await startSandboxProcess(await freePort());
  // The examples' Vite configs read the sandbox's address when each server loads its config.
  process.env.VITRINE_SANDBOX_URL = sandbox.url;
  const storefront = await startStorefront(sandbox.url);
  const cartVanilla = await startExample('cart-vanilla');
  const themeHtml = await startExample('theme-html');
  const stack: E2eStack = {
    storefrontUrl: storefront.url,
    sandboxUrl: sandbox.url,
    cartVanillaUrl: cartVanilla.url,
    themeHtmlUrl: themeHtml.url,
  };
  const stop = async () => {
    storefront.child.kill('SIGTERM');
    await cartVanilla.server.close();
    await themeHtml.server.close();
    sandbox.child.kill('SIGTERM');
  };
  return { stack, stop };
}

/** Starts one stack of servers per e2e worker, once for the whole e2e run. */
export default async function setup(project: TestProject) {
  assertChromium();
  const stacks: Awaited<ReturnType<typeof startStack>>[] = [];
  for (let lane = 0; lane < e2eLanes; lane += 1) stacks.push(await startStack());
  project.provide(
    'e2eStacks',
    stacks.map(({ stack }) => stack),
  );
  return async () => {
    for (const { stop } of stacks) await stop();
  };
}
