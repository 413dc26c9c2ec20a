import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entryDeclarations, folderEntries } from '../writeEntryDeclarations';
import * as root from './index';

/** The package's folder (`packages/ui`) and its sources. */
const ui = join(import.meta.dirname, '..');
const src = join(ui, 'src');

const folders = folderEntries();

/** The root's run-time exports, by name. */
const rootExports: ReadonlyMap<string, unknown> = new Map(Object.entries(root));

/** Each folder entry's module, loaded the way a user imports it: `@vitrine/ui/<folder>` through package.json. */
const entries = new Map<string, Record<string, unknown>>(
  await Promise.all(
    folders.map(
      async (folder) => [folder, (await import(`@vitrine/ui/${folder}`)) as Record<string, unknown>] as const,
    ),
  ),
);

/** What Node resolves each specifier to from inside the package, under the given conditions (or the error code). */
function nodeResolve(specifiers: readonly string[], conditions: readonly string[]): string[] {
  const script = `for (const specifier of ${JSON.stringify(specifiers)}) {
  try { console.log(import.meta.resolve(specifier)); } catch (error) { console.log(error.code); }
}`;
  const child = spawnSync(
    process.execPath,
    [...conditions.map((condition) => `--conditions=${condition}`), '--input-type=module', '-e', script],
    { cwd: ui, encoding: 'utf8' },
  );
  expect(child.stderr).toBe('');
  return child.stdout.trim().split('\n');
}

const fileUrl = (path: string) => pathToFileURL(join(ui, path)).href;

describe('the folder entries (@vitrine/ui/<folder>)', () => {
  it('are every folder with an index.ts that the root re-exports, and the root re-exports nothing else', () => {
    expect(folders.length).toBeGreaterThan(50);
    expect(folders).toContain('CartPreview');
    expect(folders).toContain('foundation/Price');
    const statements = readFileSync(join(src, 'index.ts'), 'utf8')
      .replace(/\/\*\*[\s\S]*?\*\//g, '')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('//'));
    expect(statements).toEqual(["'use client';", ...folders.map((folder) => `export * from './${folder}';`)]);
    const indexFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .map((path) => path.split('\\').join('/'))
      .filter((path) => path === 'index.ts' || path.endsWith('/index.ts'))
      .sort();
    // The root, `@vitrine/ui/elements` and the elements' generated list (not an entry) aside.
    expect(indexFiles).toEqual(
      [
        'index.ts',
        'elements/index.ts',
        'elements/definitions/index.ts',
        ...folders.map((folder) => `${folder}/index.ts`),
      ].sort(),
    );
  });

  it("export at run time only names the root exports, each with the root's identity", () => {
    for (const [folder, entry] of entries) {
      const names = Object.keys(entry);
      expect(names.length, folder).toBeGreaterThan(0);
      for (const name of names)
        expect(entry[name] === rootExports.get(name) && rootExports.has(name), `${folder}: ${name}`).toBe(
          true,
        );
    }
  });

  it('never export the same run-time name twice, and together export every run-time name of the root', () => {
    const owner = new Map<string, string>();
    for (const [folder, entry] of entries)
      for (const name of Object.keys(entry)) {
        expect(owner.get(name), `${name} in ${folder}`).toBeUndefined();
        owner.set(name, folder);
      }
    expect([...owner.keys()].sort()).toEqual([...rootExports.keys()].sort());
  });

  it("resolve with Node: the sources (@vitrine/source), tsup's modules and the written declarations", () => {
    const specifiers = folders.map((folder) => `@vitrine/ui/${folder}`);
    expect(nodeResolve(specifiers, ['@vitrine/source'])).toEqual(
      folders.map((folder) => fileUrl(`src/${folder}/index.ts`)),
    );
    // tsup builds every source module beside its folder (`src/CartPreview/index.ts` → `dist/CartPreview/index.js`).
    expect(nodeResolve(specifiers, [])).toEqual(folders.map((folder) => fileUrl(`dist/${folder}/index.js`)));
    expect(nodeResolve(specifiers, ['types'])).toEqual(
      folders.map((folder) => fileUrl(`dist/${folder}/index.d.ts`)),
    );
  });

  it("leave the other entries as they were, and expose no other module (the elements' list, a module of css/)", () => {
    const others = [
      '@vitrine/ui',
      '@vitrine/ui/elements',
      '@vitrine/ui/styles.css',
      '@vitrine/ui/css/CartCount/CartCount.css',
      '@vitrine/ui/css/foundation/Price/Price.css',
      '@vitrine/ui/standalone/vitrine-elements.js',
      '@vitrine/ui/package.json',
      '@vitrine/ui/elements/definitions',
      '@vitrine/ui/css/CartCount/CartCount.js',
    ];
    expect(nodeResolve(others, ['@vitrine/source'])).toEqual([
      fileUrl('src/index.ts'),
      fileUrl('src/elements/index.ts'),
      fileUrl('src/styles/index.css'),
      fileUrl('src/CartCount/CartCount.css'),
      fileUrl('src/foundation/Price/Price.css'),
      fileUrl('dist/standalone/vitrine-elements.js'),
      fileUrl('package.json'),
      'ERR_PACKAGE_PATH_NOT_EXPORTED',
      // `./*` maps it, to a folder entry no folder has: no module of css/ is exported.
      fileUrl('src/css/CartCount/CartCount.js/index.ts'),
    ]);
    expect(existsSync(join(src, 'css'))).toBe(false);
    expect(nodeResolve(others, [])).toEqual([
      fileUrl('dist/index.js'),
      fileUrl('dist/elements/index.js'),
      fileUrl('dist/styles/index.css'),
      fileUrl('dist/CartCount/CartCount.css'),
      fileUrl('dist/foundation/Price/Price.css'),
      fileUrl('dist/standalone/vitrine-elements.js'),
      fileUrl('package.json'),
      'ERR_PACKAGE_PATH_NOT_EXPORTED',
      fileUrl('dist/css/CartCount/CartCount.js/index.js'),
    ]);
  });

  it('are published with the same map, the source condition aside', () => {
    const manifest = JSON.parse(readFileSync(join(ui, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
      publishConfig: { exports: Record<string, unknown> };
    };
    const withoutSource = (target: unknown): unknown => {
      if (target === null || typeof target !== 'object') return target;
      const { '@vitrine/source': _source, ...rest } = target as Record<string, unknown>;
      const keys = Object.keys(rest);
      return keys.length === 1 && keys[0] === 'default' ? rest.default : rest;
    };
    expect(manifest.publishConfig.exports).toEqual(
      Object.fromEntries(
        Object.entries(manifest.exports).map(([key, target]) => [key, withoutSource(target)]),
      ),
    );
  });

  it("declare each entry's names with its index.ts's statements, from the root's declaration bundle", () => {
    for (const folder of folders) {
      const source = readFileSync(join(src, folder, 'index.ts'), 'utf8');
      const declarations = entryDeclarations(folder, source);
      const rootBundle = posix.relative(posix.join('dist', folder), 'dist/index.js');
      expect(declarations.startsWith("'use client'"), folder).toBe(false);
      const specifiers = [...declarations.matchAll(/ from '([^']+)';$/gm)].map(([, specifier]) => specifier);
      expect(specifiers.length, folder).toBe([...source.matchAll(/ from '/g)].length);
      expect(new Set(specifiers), folder).toEqual(new Set([rootBundle]));
      const names = (text: string) => text.replace(/ from '[^']+';$/gm, '').replace(/^'use client';\n\n/, '');
      expect(names(declarations), folder).toBe(names(source));
    }
    expect(entryDeclarations('foundation/Price', "export { Price } from './Price';\n")).toBe(
      "export { Price } from '../../index.js';\n",
    );
  });
});
