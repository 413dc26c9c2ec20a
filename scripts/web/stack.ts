// The production stack the web benchmarks measure: the sandbox store and the built storefront's own server (and
// the floor app beside them, bench/floor), each in its own process on a free port, stopped together.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));

export interface WebStack {
  /** The storefront as a shopper reaches it, e.g. http://127.0.0.1:41234. */
  storefrontUrl: string;
  /** The sandbox store the storefront's server talks to. */
  sandboxUrl: string;
  /** The floor app (bench/floor) when asked for with `{ floor: true }`, on the same sandbox. */
  floorUrl?: string;
  stop(): Promise<void>;
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
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

function startProcess(args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
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

/** Polls `url` until it answers (any HTTP status), or throws with the process's output after 60 s. */
async function waitFor(url: string, started: { child: ChildProcess; output: () => string }, name: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null)
      throw new Error(`${name} exited (${started.child.exitCode}):\n${started.output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  started.child.kill();
  throw new Error(`${name} did not answer on ${url} within 60 s:\n${started.output()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

/** Options of `startWebStack`. */
export interface WebStackOptions {
  /**
   * Pages get the sandbox's session cookie with their HTML (`VITRINE_SANDBOX_SESSION=1`, as `pnpm start`
   * runs it); off by default, so the benchmarks measure the storefront alone.
   */
  readonly sandboxSession?: boolean;
  /** Also serves the floor app (a bare React Router page) on the same sandbox, for side-by-side figures. */
  readonly floor?: boolean;
}

/**
 * Starts the sandbox (its CLI, from sources) and the production storefront (`examples/storefront/server.mjs`,
 * which needs `pnpm build` first) wired to it, as `pnpm start` does but on free ports. With `floor`, also the
 * floor app's server (`bench/floor/server.mjs`, built with `buildFloor()`) on the same sandbox.
 */
export async function startWebStack(options: WebStackOptions = {}): Promise<WebStack> {
  const sandboxPort = await freePort();
  const sandbox = startProcess(
    ['--conditions=@vitrine/source', '--import', 'tsx', 'src/cli.ts', '--port', String(sandboxPort)],
    `${repo}packages/sandbox`,
    {},
  );
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  await waitFor(`${sandboxUrl}/__sandbox/requests`, sandbox, 'The sandbox');

  const storefrontPort = await freePort();
  const storefront = startProcess(['server.mjs'], `${repo}examples/storefront`, {
    NODE_ENV: 'production',
    PORT: String(storefrontPort),
    HOST: '127.0.0.1',
    VITRINE_API_URL: sandboxUrl,
    ...(options.sandboxSession ? { VITRINE_SANDBOX_SESSION: '1' } : {}),
  });
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  const floorPort = options.floor ? await freePort() : undefined;
  const floor =
    floorPort === undefined
      ? undefined
      : startProcess(['server.mjs'], `${repo}bench/floor`, {
          NODE_ENV: 'production',
          PORT: String(floorPort),
          HOST: '127.0.0.1',
          VITRINE_API_URL: sandboxUrl,
        });
  const floorUrl = floorPort === undefined ? undefined : `http://127.0.0.1:${floorPort}`;
  const children = [storefront.child, sandbox.child, ...(floor ? [floor.child] : [])];
  try {
    await waitFor(storefrontUrl, storefront, 'The storefront server (did `pnpm build` run?)');
    if (floor && floorUrl) await waitFor(floorUrl, floor, 'The floor server (did its build run?)');
  } catch (error) {
    await Promise.all(children.map(stopProcess));
    throw error;
  }
  return {
    storefrontUrl,
    sandboxUrl,
    ...(floorUrl ? { floorUrl } : {}),
    stop: async () => {
      await Promise.all(children.map(stopProcess));
    },
  };
}

/** Builds the floor app (bench/floor) for production: `react-router build`, a few seconds. */
export function buildFloor(): void {
  const build = spawnSync('pnpm', ['--filter', '@vitrine/bench-floor', 'run', '--silent', 'build'], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The floor app's build failed:\n${build.stdout}${build.stderr}`);
}
