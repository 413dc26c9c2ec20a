#!/usr/bin/env node
// `npm run dev` and `npm start`: the storefront against the store at VITRINE_API_URL, or, when it is unset,
// against the sandbox store (a seeded pt-BR catalogue from @vitrine/sandbox) started here beside it.
// Ports: --port (or PORT) for the storefront (dev 5173, start 3000), --api-port (or VITRINE_API_PORT) for the
// sandbox (4010; 0 takes a free one).
import { spawn } from 'node:child_process';

const [mode, ...args] = process.argv.slice(2);
if (mode !== 'dev' && mode !== 'start') {
  console.error('Uso: node scripts/store.mjs dev|start [--port 3000] [--api-port 4010]');
  process.exit(1);
}

function flag(name) {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function port(value, what) {
  const number = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(number) || number < 0 || number > 65_535) {
    console.error(`Porta inválida para ${what}: ${String(value)}. Use um número de 0 a 65535.`);
    process.exit(1);
  }
  return number;
}

const env = { ...process.env };
const storefrontPort = flag('port') ?? (process.env.PORT || undefined);
if (storefrontPort !== undefined) env.PORT = String(port(storefrontPort, 'a loja (--port ou PORT)'));

let sandbox;
if (!process.env.VITRINE_API_URL) {
  const { startSandboxServer } = await import('@vitrine/sandbox/server');
  const apiPort = port(
    flag('api-port') ?? (process.env.VITRINE_API_PORT || '4010'),
    'o sandbox (--api-port ou VITRINE_API_PORT)',
  );
  try {
    sandbox = await startSandboxServer({ port: apiPort });
  } catch (error) {
    console.error(
      error?.code === 'EADDRINUSE'
        ? `A porta ${apiPort} já está em uso. Use outra com --api-port ou VITRINE_API_PORT.`
        : `Não foi possível iniciar o sandbox: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
  console.info(`Sandbox store on ${sandbox.url} (set VITRINE_API_URL to use your store instead)`);
  env.VITRINE_API_URL = sandbox.url;
  env.VITRINE_SANDBOX_URL = sandbox.url;
  // In front of the sandbox, each page brings the sandbox's session cookie (a real store sets its own).
  env.VITRINE_SANDBOX_SESSION = '1';
}

// `npm run` puts node_modules/.bin on the PATH.
const child =
  mode === 'dev'
    ? spawn('react-router', ['dev'], { stdio: 'inherit', env, shell: process.platform === 'win32' })
    : spawn(process.execPath, ['server.mjs'], { stdio: 'inherit', env });

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) child.kill('SIGTERM');
  const done = () => process.exit(code);
  if (sandbox) sandbox.close().then(done, done);
  else done();
};
child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
