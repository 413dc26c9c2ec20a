#!/usr/bin/env node
// `pnpm dev`: the sandbox store on :4010 and the example storefront (React Router's dev server, with hot
// reload) on :5173, side by side. No build needed: the packages are read from their sources.
import { runSideBySide } from './runSideBySide.mjs';

runSideBySide([
  { name: 'sandbox', color: 35, args: ['--filter', '@vitrine/sandbox', 'run', 'start'] },
  { name: 'storefront', color: 36, args: ['--filter', '@vitrine/example-storefront', 'run', 'dev'] },
]);
