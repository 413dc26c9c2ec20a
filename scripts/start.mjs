#!/usr/bin/env node
// `pnpm start` (after `pnpm build`): the sandbox store on :4010 and the production storefront on :3000
// (PORT), which reads the store at VITRINE_API_URL (http://127.0.0.1:4010: the sandbox listens on its port).
import { existsSync } from 'node:fs';
import { runSideBySide } from './runSideBySide.mjs';

if (!existsSync(new URL('../examples/storefront/build/server/index.js', import.meta.url))) {
  console.error('The storefront is not built: run `pnpm build` first.');
  process.exit(1);
}
const apiUrl = process.env.VITRINE_API_URL || 'http://127.0.0.1:4010';
// The sandbox listens where the storefront will look for the store (its own PORT would be the storefront's).
const sandboxPort = new URL(apiUrl).port || '4010';

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
    env: { PORT: process.env.PORT || '3000', VITRINE_API_URL: apiUrl, VITRINE_SANDBOX_SESSION: '1' },
  },
]);
