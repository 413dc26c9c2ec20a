#!/usr/bin/env node
// `pnpm dev`: the sandbox store on :4010 and the example storefront (React Router's dev server, with hot
// reload) on :5173, side by side. No build needed: the packages are read from their sources.
// Other ports: `pnpm dev --port 3201 --api-port 4201`, or PORT=3201 VITRINE_API_PORT=4201 pnpm dev.
import { chosenPorts, devCommands } from './ports.mjs';
import { runSideBySide } from './runSideBySide.mjs';

try {
  runSideBySide(devCommands(chosenPorts(process.argv.slice(2), process.env, { port: 5173, apiPort: 4010 })));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
