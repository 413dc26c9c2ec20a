// The two ports of `pnpm dev` and `pnpm start`: the storefront's and the sandbox store's. Flags first
// (`--port 3201 --api-port 4201`, or `--port=3201`), then the variables PORT and VITRINE_API_PORT, then the
// defaults. The sandbox never takes PORT: that is the storefront's.

function flag(argv, name) {
  const index = argv.indexOf(`--${name}`);
  if (index >= 0) return argv[index + 1];
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function port(value, what) {
  const number = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(number) || number < 0 || number > 65_535)
    throw new Error(`Porta inválida para ${what}: ${String(value)}. Use um número de 0 a 65535.`);
  return number;
}

/**
 * The storefront's and the sandbox's ports from `argv` (the command's own arguments) and `env`.
 * @example
 * chosenPorts(['--port', '3201'], {}, { port: 5173, apiPort: 4010 }); // { port: 3201, apiPort: 4010 }
 */
export function chosenPorts(argv, env, defaults) {
  const storefront = flag(argv, 'port') ?? (env.PORT || undefined);
  const api = flag(argv, 'api-port') ?? (env.VITRINE_API_PORT || undefined);
  return {
    port: storefront === undefined ? defaults.port : port(storefront, 'a loja (--port ou PORT)'),
    apiPort: api === undefined ? defaults.apiPort : port(api, 'o sandbox (--api-port ou VITRINE_API_PORT)'),
  };
}

/** The commands of `pnpm dev`: the sandbox on `apiPort`, React Router's dev server on `port` reading it. */
export function devCommands({ port, apiPort }) {
  const sandboxUrl = `http://127.0.0.1:${apiPort}`;
  return [
    {
      name: 'sandbox',
      color: 35,
      args: ['--filter', '@vitrine/sandbox', 'run', 'start', '--port', String(apiPort)],
    },
    {
      name: 'storefront',
      color: 36,
      args: ['--filter', '@vitrine/example-storefront', 'run', 'dev'],
      env: { PORT: String(port), VITRINE_SANDBOX_URL: sandboxUrl },
    },
  ];
}
