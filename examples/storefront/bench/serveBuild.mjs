// For `pnpm bench:render -- --http` (scripts/bench-render.mjs): the production server of server.mjs (server/app.mjs:
// Express, security headers, gzip, React Router's handler) over the build in the directory given as the first
// argument, on PORT at 127.0.0.1. Prints `ready` once it listens.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const { createStorefrontApp, serverConfigFromEnv } = await import('../server/app.mjs');
const build = await import(pathToFileURL(join(resolve(process.argv[2] ?? 'build'), 'server/index.js')).href);
const config = serverConfigFromEnv();
const { app } = await createStorefrontApp({ build, config });
const server = app.listen(config.port, '127.0.0.1', () => process.stdout.write('ready\n'));
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
