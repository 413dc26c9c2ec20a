import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isInTestingFolder, sourceEntries } from './sourceEntries';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('sourceEntries', () => {
  it('lists the kept files of every folder, sorted whatever order they were written in', () => {
    root = mkdtempSync(join(tmpdir(), 'entries-'));
    const src = join(root, 'src');
    for (const folder of ['rules', 'client/endpoints', 'machines/cart/testing'])
      mkdirSync(join(src, folder), { recursive: true });
    for (const file of [
      'rules/zeta.ts',
      'index.ts',
      'client/endpoints/cartEndpoints.ts',
      'rules/alpha.ts',
      'rules/alpha.test.ts',
      'machines/cart/testing/cartTestKit.ts',
      'client/createCartClient.ts',
      'styles.css',
    ])
      writeFileSync(join(src, file), '');

    const entries = sourceEntries(
      src,
      (path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !isInTestingFolder(path),
    ).map((path) => path.slice(root?.length ?? 0));

    expect(entries).toEqual([
      '/src/client/createCartClient.ts',
      '/src/client/endpoints/cartEndpoints.ts',
      '/src/index.ts',
      '/src/rules/alpha.ts',
      '/src/rules/zeta.ts',
    ]);
  });
});
