import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..');
const biome = join(repo, 'node_modules/.bin/biome');

/**
 * Lints `code` placed at `path` in a scratch copy of the repository layout (the operating system's temporary
 * folder, with the real biome.json): nothing is ever written into the repository, so no planted file can be left
 * behind or be seen by the build, the tests or the type check. The copy is removed before returning.
 */
function lintAs(path: string, code: string) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-lint-'));
  try {
    copyFileSync(join(repo, 'biome.json'), join(dir, 'biome.json'));
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), code);
    const run = spawnSync(biome, ['lint', '--vcs-enabled=false', path], { cwd: dir, encoding: 'utf8' });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The non-test TypeScript sources of a package, relative to the repository. */
function packageSources(name: string): string[] {
  const src = join(repo, 'packages', name, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file))
    .map((file) => join('packages', name, 'src', file));
}

describe('the layer boundaries of the house style', () => {
  it.each([
    ['react', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['swr', "import useSWR from 'swr';\nexport const x = useSWR;\n"],
    ['@xstate/react', "import { useActorRef } from '@xstate/react';\nexport const x = useActorRef;\n"],
    ['radix-ui', "import { Dialog } from 'radix-ui';\nexport const x = Dialog;\n"],
    ['window', 'export const href = () => window.location.href;\n'],
    ['document', 'export const cookie = () => document.cookie;\n'],
    ['localStorage', "export const read = () => localStorage.getItem('k');\n"],
  ])('rejects core code that reaches for %s', (what, code) => {
    const result = lintAs('packages/core/src/probe.ts', code);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/lint\/style\/noRestricted(Imports|Globals)/);
    expect(result.output).toContain(what);
  });

  it('allows the same React import in the hooks package', () => {
    const result = lintAs(
      'packages/hooks/src/probe.ts',
      "import { useState } from 'react';\nexport const x = useState;\n",
    );
    expect(result.output).not.toMatch(/noRestricted/);
    expect(result.ok).toBe(true);
  });
});

describe('machines, actors and form rules live in core: hooks only drive them', () => {
  it.each([
    [
      'createMachine',
      'createMachine',
      "import { createMachine } from 'xstate';\nexport const m = createMachine({});\n",
    ],
    ['setup', 'setup', "import { setup } from 'xstate';\nexport const m = setup({}).createMachine({});\n"],
    [
      'fromPromise',
      'fromPromise',
      "import { fromPromise } from 'xstate';\nexport const a = fromPromise(async () => 1);\n",
    ],
    [
      'fromCallback',
      'fromCallback',
      "import { fromCallback } from 'xstate';\nexport const a = fromCallback(() => {});\n",
    ],
    [
      'fromPromise under another name',
      'fromPromise',
      "import { fromPromise as actor } from 'xstate';\nexport const a = actor(async () => 1);\n",
    ],
    ['setup re-exported', 'setup', "export { setup } from 'xstate';\n"],
  ])('rejects hooks code that makes a machine or an actor: %s', (_case, name, code) => {
    for (const path of ['packages/hooks/src/flows/probe.ts', 'packages/hooks/src/probe.tsx']) {
      const result = lintAs(path, code);
      expect(result.ok, path).toBe(false);
      expect(result.output).toContain('lint/style/noRestrictedImports');
      expect(result.output).toContain(name);
      expect(result.output).toContain('@vitrine/hooks defines no machine or actor');
    }
  });

  it("allows hooks to run core's machines (createActor, types) and their tests to make actors", () => {
    const clean = lintAs(
      'packages/hooks/src/flows/probe.ts',
      [
        "import { loginFormMachine } from '@vitrine/core';",
        "import { type AnyActorRef, createActor } from 'xstate';",
        'export const start = (): AnyActorRef => createActor(loginFormMachine, { input: {} as never });',
        '',
      ].join('\n'),
    );
    expect(clean.output).not.toMatch(/noRestricted/);
    expect(clean.ok).toBe(true);
    const test = lintAs(
      'packages/hooks/src/flows/probe.test.ts',
      "import { fromPromise } from 'xstate';\nexport const fake = fromPromise(async () => 1);\n",
    );
    expect(test.output).not.toMatch(/noRestricted/);
    expect(test.ok).toBe(true);
  });

  it('no hooks source reaches xstate through a namespace or a dynamic import, which the rule cannot see', () => {
    const sources = packageSources('hooks');
    expect(sources.length).toBeGreaterThan(100);
    const hidden = sources.filter((file) =>
      /import\s+\*\s+as\s+\w+\s+from\s+['"]xstate['"]|import\(\s*['"]xstate['"]\s*\)/.test(
        readFileSync(join(repo, file), 'utf8'),
      ),
    );
    expect(hidden).toEqual([]);
  });
});

describe('the widgets never call the store API: data comes through hooks', () => {
  it.each([
    ['createStoreClient', '@vitrine/core'],
    ['createStoreClientFor', '@vitrine/core'],
    ['createCartClient', '@vitrine/core'],
    ['createLazyStoreClient', '@vitrine/core'],
    ['useStoreClient', '@vitrine/hooks'],
  ])('rejects ui code that imports %s from %s', (name, from) => {
    const code = `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;
    for (const path of ['packages/ui/src/Probe/useProbe.ts', 'packages/ui/src/Probe/Probe.tsx']) {
      const result = lintAs(path, code);
      expect(result.ok, path).toBe(false);
      expect(result.output).toContain('lint/style/noRestrictedImports');
      expect(result.output).toContain(name);
      expect(result.output).toContain('@vitrine/ui never calls the store API');
    }
  });

  it('allows ui the rest of core and hooks, and its tests a client of their own', () => {
    const clean = lintAs(
      'packages/ui/src/Probe/useProbe.ts',
      [
        "import { formatPrice, type StoreClient } from '@vitrine/core';",
        "import { useCart, useStorefront } from '@vitrine/hooks';",
        'export const probe = (client: StoreClient) => [formatPrice, useCart, useStorefront, client];',
        '',
      ].join('\n'),
    );
    expect(clean.output).not.toMatch(/noRestricted/);
    expect(clean.ok).toBe(true);
    const test = lintAs(
      'packages/ui/src/Probe/Probe.test.tsx',
      "import { createStoreClient } from '@vitrine/core';\nexport const client = createStoreClient({ baseUrl: '' });\n",
    );
    expect(test.output).not.toMatch(/noRestricted/);
    expect(test.ok).toBe(true);
  });

  it('no ui source reaches core or hooks through a namespace import, which the rule cannot see', () => {
    const sources = packageSources('ui');
    expect(sources.length).toBeGreaterThan(100);
    const hidden = sources.filter((file) =>
      /import\s+\*\s+as\s+\w+\s+from\s+['"]@vitrine\/(core|hooks)['"]/.test(
        readFileSync(join(repo, file), 'utf8'),
      ),
    );
    expect(hidden).toEqual([]);
  });
});
