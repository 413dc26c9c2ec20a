#!/usr/bin/env node
// `pnpm dev`: the sandbox store on :4010 and the example storefront on :5173, side by side.
// One process tree: Ctrl+C (or either side dying) stops both.
import { spawn } from 'node:child_process';

const children = [
  { name: 'sandbox', color: 35, args: ['--filter', '@vitrine/sandbox', 'run', 'start'] },
  { name: 'storefront', color: 36, args: ['--filter', '@vitrine/example-storefront', 'run', 'dev'] },
].map(({ name, color, args }) => {
  const child = spawn('pnpm', ['--silent', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
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
    console.error(`${prefix}exited with code ${code ?? 'null'}`);
    shutdown(code ?? 1);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
