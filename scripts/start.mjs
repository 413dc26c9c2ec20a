#!/usr/bin/env node
// `pnpm start` (after `pnpm build`): the sandbox store on :4010 and the production storefront on :3000, which
// reads the store at VITRINE_API_URL (the sandbox's address unless set). Other ports as for `pnpm dev`:
// `pnpm start --port 3201 --api-port 4201`, or PORT and VITRINE_API_PORT.
import { existsSync } from 'node:fs';
import { chosenPorts } from './ports.mjs';
import { runSideBySide } from './runSideBySide.mjs';

if (!existsSync(new URL('../examples/storefront/build/server/index.js', import.meta.url))) {
  console.error('The storefront is not built: run `pnpm build` first.');
  process.exit(1);
}
let ports;
try {
  ports = chosenPorts(process.argv.slice(2), process.env, { port: 3000, apiPort: 4010 });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const apiUrl = process.env.VITRINE_API_URL || `http://127.0.0.1:${ports.apiPort}`;
// The sandbox listens where the storefront will look for the store (its own PORT would be the storefront's).
const sandboxPort = new URL(apiUrl).port || String(ports.apiPort);

runSideBySide([
  {
    name: 'sandbox',
    color: 35,
    args: ['--filter', '@vitrine/sandbox', 'run', 'start', '--port', sandboxPort],
  },
  {
    name: 'storefront',
    color: 36,
    args: ['--filter', '@vitrine/example-storefront', 'run', 'start'],
    // In front of the sandbox, each page brings the sandbox's session cookie (a real store sets its own).
    env: { PORT: String(ports.port), VITRINE_API_URL: apiUrl, VITRINE_SANDBOX_SESSION: '1' },
  },
]);
