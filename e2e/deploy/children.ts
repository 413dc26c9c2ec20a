import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository's root, with its trailing slash. */
export const repo = fileURLToPath(new URL('../../', import.meta.url));

/** A child process of a deploy test: its output kept for the error that names it. */
export interface Child {
  readonly name: string;
  readonly process: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

const children: Child[] = [];

/** Starts a child process (stopped by `stopChildren`); `ipc` adds a message channel to it. */
export function start(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: object; ipc?: boolean },
): Child {
  const stdio: StdioOptions = options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'];
  const child = spawn(command, args, { cwd: options.cwd, stdio, env: { ...process.env, ...options.env } });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = { name, process: child, output: () => output, exited };
  children.push(started);
  return started;
}

/** The sandbox store on `port` (built: packages/sandbox/dist). */
export const startSandbox = (port: number): Child =>
  start('sandbox', process.execPath, ['dist/cli.js', '--port', String(port)], {
    cwd: `${repo}packages/sandbox`,
  });

/** A production storefront instance (`server.mjs` of the built storefront) on `port` in front of `apiUrl`. */
export function startInstance(
  name: string,
  port: number,
  options: { apiUrl: string; siteUrl: string; nodeArgs?: string[]; ipc?: boolean },
): Child {
  return start(name, process.execPath, [...(options.nodeArgs ?? []), 'server.mjs'], {
    cwd: `${repo}examples/storefront`,
    ipc: options.ipc,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      VITRINE_API_URL: options.apiUrl,
      VITRINE_SITE_URL: options.siteUrl,
    },
  });
}

/** Polls until `check` resolves true (the machine may be busy: generous, never a fixed sleep). */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  child?: Child,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.process.exitCode !== null)
      throw new Error(`${child.name} exited (${child.process.exitCode}):\n${child.output()}`);
    try {
      if (await check()) return;
    } catch {
      // Not answering yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${child ? `\n${child.output()}` : ''}`);
}

/** SIGTERM to every child still running, then SIGKILL to those still there 5 s later. */
export async function stopChildren(): Promise<void> {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGTERM');
  await Promise.all(
    children.map((child) => Promise.race([child.exited, new Promise((r) => setTimeout(r, 5000))])),
  );
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  children.length = 0;
}
