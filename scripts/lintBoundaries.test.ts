import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..');
const biome = join(repo, 'node_modules/.bin/biome');
const sandboxes: string[] = [];

/** Lints `code` placed at `path` in a scratch copy of the repository layout, with the real biome.json. */
function lintAs(path: string, code: string) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-lint-'));
  sandboxes.push(dir);
  copyFileSync(join(repo, 'biome.json'), join(dir, 'biome.json'));
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), code);
  const run = spawnSync(biome, ['lint', '--vcs-enabled=false', path], { cwd: dir, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

afterAll(() => {
  for (const dir of sandboxes) rmSync(dir, { recursive: true, force: true });
});

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
