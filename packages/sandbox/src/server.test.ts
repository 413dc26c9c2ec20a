import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));

// A module-resolution hook that fails any import of msw, as in an install without the optional peer.
const refuseMsw = `data:text/javascript,${encodeURIComponent(
  "export async function resolve(specifier, context, next) { if (specifier === 'msw' || specifier.startsWith('msw/')) throw new Error('msw is not installed'); return next(specifier, context); }",
)}`;
const withoutMsw = `data:text/javascript,${encodeURIComponent(
  `import { register } from 'node:module'; register(${JSON.stringify(refuseMsw)});`,
)}`;

/** Imports `specifier` in a fresh Node process where msw cannot be resolved; answers its exports' names. */
async function importWithoutMsw(specifier: string): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    [
      '--conditions=@vitrine/source',
      '--import',
      'tsx',
      '--import',
      withoutMsw,
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(specifier)}); console.log(JSON.stringify(Object.keys(m)));`,
    ],
    { cwd: packageDir },
  );
  return JSON.parse(stdout) as string[];
}

describe('@vitrine/sandbox/server', () => {
  it('loads without msw installed and gives the store and the HTTP server', async () => {
    const names = await importWithoutMsw('@vitrine/sandbox/server');

    expect(names).toEqual(
      expect.arrayContaining(['createSandboxStore', 'startSandboxServer', 'sandboxFixtures', 'SandboxError']),
    );
    expect(names).not.toContain('sandboxHandlers');
  }, 30_000);

  it('is the whole package but the msw handlers, which need msw', async () => {
    const root = await import('./index');
    const server = await import('./server');

    expect(Object.keys(root).sort()).toEqual([...Object.keys(server), 'sandboxHandlers'].sort());
    await expect(importWithoutMsw('@vitrine/sandbox')).rejects.toThrow(/msw is not installed/);
  }, 30_000);
});
