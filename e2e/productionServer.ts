import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const storefrontDir = fileURLToPath(new URL('../examples/storefront/', import.meta.url));

import { freePort } from '../scripts/web/stack';

export { freePort };

/** One production storefront (`server.mjs`) started by a test with its own settings. */
export interface ProductionStorefront {
  readonly url: string;
  readonly child: ChildProcess;
  /** What the server wrote (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `examples/storefront/server.mjs` on a free port with `env` (on top of this process's), as `pnpm start`
 * runs it, and resolves once `/healthz` answers (within 180 s). Needs `pnpm build`: throws a one-line error without it.
 */
export async function startProductionStorefront(env: Record<string, string>): Promise<ProductionStorefront> {
  if (!existsSync(`${storefrontDir}build/server/index.js`))
    throw new Error('The storefront is not built: run `pnpm build` before this test.');
  const port = await freePort();
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: storefrontDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: several servers start at once on a busy 2-core machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server.mjs exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server.mjs did not answer on ${url} within 180 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
