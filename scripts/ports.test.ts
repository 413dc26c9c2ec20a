import { describe, expect, it } from 'vitest';
import { chosenPorts, devCommands } from './ports.mjs';

const defaults = { port: 5173, apiPort: 4010 };

describe('the ports of pnpm dev', () => {
  it('gives PORT to the storefront only: the sandbox keeps its own port', () => {
    const commands = devCommands(chosenPorts([], { PORT: '3201' }, defaults));
    const [sandbox, storefront] = commands;
    expect(sandbox?.args).toEqual(['--filter', '@vitrine/sandbox', 'run', 'start', '--port', '4010']);
    expect(storefront?.env).toEqual({ PORT: '3201', VITRINE_SANDBOX_URL: 'http://127.0.0.1:4010' });
  });

  it('takes both from flags, before the variables', () => {
    const ports = chosenPorts(
      ['--port', '3201', '--api-port=4201'],
      { PORT: '9999', VITRINE_API_PORT: '9998' },
      defaults,
    );
    expect(ports).toEqual({ port: 3201, apiPort: 4201 });
    const [sandbox, storefront] = devCommands(ports);
    expect(sandbox?.args.at(-1)).toBe('4201');
    expect(storefront?.env?.VITRINE_SANDBOX_URL).toBe('http://127.0.0.1:4201');
  });

  it('takes the sandbox port from VITRINE_API_PORT', () => {
    expect(chosenPorts([], { VITRINE_API_PORT: '4300' }, defaults)).toEqual({ port: 5173, apiPort: 4300 });
  });

  it('refuses a port that is not one, in pt-BR', () => {
    expect(() => chosenPorts(['--api-port', 'abc'], {}, defaults)).toThrow(
      'Porta inválida para o sandbox (--api-port ou VITRINE_API_PORT): abc.',
    );
  });
});
