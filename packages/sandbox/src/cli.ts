import { startSandboxServer } from './transport/startSandboxServer';

/** `pnpm sandbox`: serves the sandbox on PORT / --port (default 4010) and HOST / --host. */
function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  const inline = process.argv.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

const port = Number(argument('port') ?? process.env.PORT ?? 4010);
const host = argument('host') ?? process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Porta inválida: ${String(port)}. Use --port 4010 ou PORT=4010.`);
  process.exit(1);
}

startSandboxServer({ port, host }).then(
  (server) => {
    console.info(
      `Vitrine sandbox ouvindo em ${server.url} (API em ${server.url}/api, imagens em ${server.url}/sandbox/images/)`,
    );
    const stop = () => {
      server.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `A porta ${port} já está em uso. Use outra com --port ou PORT.`
        : `Não foi possível iniciar o sandbox: ${error.message}`,
    );
    process.exit(1);
  },
);
