import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTemplate, starterViteConfig } from '../packages/create-vitrine/scripts/buildTemplate.mjs';

const out = buildTemplate(join(mkdtempSync(join(tmpdir(), 'create-vitrine-')), 'template'));
afterAll(() => rmSync(join(out, '..'), { recursive: true, force: true }));

const files = readdirSync(out, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(out, join(entry.parentPath, entry.name)));
const read = (file: string) => readFileSync(join(out, file), 'utf8');
const version = (pkg: string) =>
  (JSON.parse(readFileSync(`packages/${pkg}/package.json`, 'utf8')) as { version: string }).version;

describe('the create-vitrine template, generated from examples/storefront', () => {
  it('holds the storefront with its own package.json, tsconfig and README, without the repository tests', () => {
    expect(files).toEqual(
      expect.arrayContaining(['package.json', 'tsconfig.json', 'README.md', 'gitignore', 'server.mjs']),
    );
    expect(files).toContain('src/root.tsx');
    expect(files.filter((file) => /\.test(-d)?\.tsx?$|^bench\//.test(file))).toEqual([]);
    expect(files.filter((file) => file.startsWith('.react-router/'))).toEqual([]);
    expect(read('README.md')).toContain('# My Vitrine store');
  });

  it('names nothing of the repository: no ../../, no workspace ranges, no source condition, no base tsconfig', () => {
    for (const file of files.filter((path) => /\.(tsx?|mjs|json)$/.test(path)))
      expect(read(file), file).not.toMatch(/\.\.\/\.\.\/|workspace:|@vitrine\/source|tsconfig\.base/);
    expect(read('vite.config.ts')).toContain("from '@vitrine/sandbox/server'");
  });

  it('depends on the packages at their versions, with the tools the repository root gave it', () => {
    const manifest = JSON.parse(read('package.json')) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    for (const pkg of ['core', 'hooks', 'ui', 'sandbox'])
      expect(manifest.dependencies[`@vitrine/${pkg}`]).toBe(`^${version(pkg)}`);
    expect(Object.keys(manifest.devDependencies)).toEqual(
      expect.arrayContaining(['@types/node', '@types/react', '@types/react-dom', 'typescript', 'vite']),
    );
    expect(manifest.scripts).toMatchObject({ dev: expect.any(String), build: 'react-router build' });
    const tsconfig = JSON.parse(read('tsconfig.json')) as { extends?: string; compilerOptions: object };
    expect(tsconfig.extends).toBeUndefined();
    expect(tsconfig.compilerOptions).toMatchObject({ strict: true });
  });

  it("type-checks the route modules with React Router's generated route types, written first", () => {
    const manifest = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(manifest.scripts.typecheck).toBe('react-router typegen && tsc');
    const tsconfig = JSON.parse(read('tsconfig.json')) as {
      compilerOptions: { rootDirs?: string[] };
      include: string[];
    };
    expect(tsconfig.compilerOptions.rootDirs).toEqual(['.', './.react-router/types']);
    expect(tsconfig.include).toContain('.react-router/types/**/*');
    expect(read('gitignore')).toContain('.react-router/');
    expect(read('src/routes/product.tsx')).toContain("import type { Route } from './+types/product';");
  });

  it('fails loudly when the storefront changes a line it rewrites', () => {
    expect(() => starterViteConfig("import { defineConfig } from 'vite';\n")).toThrow(
      /no longer contains the text to rewrite/,
    );
  });
});
