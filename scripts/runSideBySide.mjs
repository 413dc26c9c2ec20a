// Runs a few long-lived commands side by side as one: their output prefixed with their name, and Ctrl+C (or
// any of them dying) stops them all. `pnpm dev` and `pnpm start` are built on it.
import { spawn } from 'node:child_process';

/**
 * Starts each `{ name, color, args, env }` as `pnpm --silent ...args` and ties their lives together.
 * @example
 * runSideBySide([{ name: 'sandbox', color: 35, args: ['--filter', '@vitrine/sandbox', 'run', 'start'] }]);
 */
export function runSideBySide(commands) {
  let stopping = false;
  const children = commands.map(({ name, color, args, env }) => {
    const child = spawn('pnpm', ['--silent', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const prefix = `\x1b[${color}m[${name}]\x1b[0m `;
    const relay = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`${prefix}${line}\n`);
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('exit', (code) => {
      if (!stopping) console.error(`${prefix}exited with code ${code ?? 'null'}`);
      shutdown(code ?? 1);
    });
    return child;
  });

  function shutdown(code) {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  }
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
}
