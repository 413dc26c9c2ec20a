#!/usr/bin/env node
// `pnpm --filter create-vitrine run build` (part of `pnpm build`): writes `template/`, the standalone storefront
// `create-vitrine` copies, FROM examples/storefront (the one source: the starter cannot drift from it).
//
// What changes on the way out of the repository:
// - package.json: its own, with the storefront's dependencies, `@vitrine/*` at the packages' versions (`^0.1.0`,
//   not `workspace:*`), the packages' peers (xstate, @xstate/react), the sandbox, and the tools the repository
//   root provides (TypeScript, Vite, the React and Node types), pinned to the repository's versions;
// - tsconfig.json: standalone (the repository's base options, without its `@vitrine/source` condition), with the
//   storefront's `rootDirs` and `include` for React Router's generated route types (`.react-router/types/`);
// - vite.config.ts: the sandbox's dev plugin from `@vitrine/sandbox/server` instead of the sandbox's sources, and
//   no `@vitrine/source` condition;
// - README.md and `scripts/store.mjs` (dev and start with the sandbox, or a real store) are the starter's own
//   (files/); tests, benchmarks and the repository's README stay behind.
// Every rewrite names the exact text it replaces: when the storefront changes it, the build fails here.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = join(here, '..');
const repo = join(packageDir, '..', '..');
const storefront = join(repo, 'examples', 'storefront');

/** Files and folders of examples/storefront the starter leaves out. */
const leftOut = (path) =>
  /(^|\/)(node_modules|build|bench|\.react-router)(\/|$)/.test(path) ||
  /\.test(-d)?\.tsx?$/.test(path) ||
  ['README.md', 'package.json', 'tsconfig.json'].includes(path);

/** The `@vitrine/*` packages a storefront depends on, published from packages/. */
const vitrinePackages = ['core', 'hooks', 'ui', 'sandbox'];

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** `text` with `from` replaced by `to`; throws when `from` is not there (the source changed: update the rewrite). */
function rewrite(text, from, to, file) {
  if (!text.includes(from))
    throw new Error(`create-vitrine: ${file} no longer contains the text to rewrite:\n${from}`);
  return text.replace(from, to);
}

/** The version the repository pins for `name`: a package's devDependencies, else the root's. */
function pinnedVersion(name) {
  const manifests = [
    ...vitrinePackages.map((pkg) => join(repo, 'packages', pkg, 'package.json')),
    join(repo, 'package.json'),
    join(storefront, 'package.json'),
  ];
  for (const manifest of manifests) {
    const { dependencies = {}, devDependencies = {} } = readJson(manifest);
    const version = devDependencies[name] ?? dependencies[name];
    if (version && /^\d/.test(version)) return version;
  }
  throw new Error(`create-vitrine: no pinned version of ${name} in the repository`);
}

/** The starter's package.json (its name is set by create-vitrine). */
export function starterPackageJson() {
  const source = readJson(join(storefront, 'package.json'));
  const versionOf = (pkg) => readJson(join(repo, 'packages', pkg, 'package.json')).version;
  const published = (deps) =>
    Object.fromEntries(
      Object.entries(deps).map(([name, range]) => {
        if (!range.startsWith('workspace:')) return [name, range];
        const pkg = name.replace('@vitrine/', '');
        if (!vitrinePackages.includes(pkg))
          throw new Error(`create-vitrine: unknown workspace package ${name}`);
        return [name, `^${versionOf(pkg)}`];
      }),
    );
  const sorted = (deps) => Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)));
  const { '@vitrine/sandbox': sandbox, ...devDependencies } = published(source.devDependencies ?? {});
  return {
    name: 'my-store',
    version: '0.1.0',
    private: true,
    type: 'module',
    engines: { node: '>=20.19' },
    scripts: {
      dev: 'node scripts/store.mjs dev',
      build: 'react-router build',
      start: 'node scripts/store.mjs start',
      // The route modules import their types from `./+types/<route>`, which `react-router typegen` writes
      // (`react-router dev` keeps them up to date while it runs; `react-router build` needs none).
      typecheck: 'react-router typegen && tsc',
    },
    dependencies: sorted({
      ...published(source.dependencies),
      // `npm start` without VITRINE_API_URL serves the sandbox store: a runtime dependency.
      '@vitrine/sandbox': sandbox ?? `^${versionOf('sandbox')}`,
      // Peers of @vitrine/hooks and @vitrine/core.
      xstate: `^${pinnedVersion('xstate')}`,
      '@xstate/react': `^${pinnedVersion('@xstate/react')}`,
    }),
    devDependencies: sorted({
      ...devDependencies,
      '@types/node': pinnedVersion('@types/node'),
      '@types/react': pinnedVersion('@types/react'),
      '@types/react-dom': pinnedVersion('@types/react-dom'),
      typescript: pinnedVersion('typescript'),
      vite: pinnedVersion('vite'),
    }),
  };
}

/**
 * The starter's tsconfig.json: the repository's base options, standalone, with the storefront's own `types`,
 * `rootDirs` (so `./+types/<route>` resolves to what `react-router typegen` writes under `.react-router/types/`)
 * and `include`.
 */
export function starterTsconfig() {
  const base = readJson(join(repo, 'tsconfig.base.json')).compilerOptions;
  const { customConditions: _repositoryOnly, types: _types, ...options } = base;
  const own = readJson(join(storefront, 'tsconfig.json'));
  const rootDirs = own.compilerOptions?.rootDirs;
  if (!rootDirs?.includes('./.react-router/types'))
    throw new Error(
      'create-vitrine: examples/storefront/tsconfig.json no longer maps the generated route types',
    );
  return {
    compilerOptions: {
      ...options,
      noEmit: true,
      types: own.compilerOptions?.types ?? ['vite/client', 'node'],
      rootDirs,
    },
    include: own.include,
  };
}

/** vite.config.ts without the repository's paths and source condition. */
export function starterViteConfig(text) {
  const file = 'examples/storefront/vite.config.ts';
  let out = rewrite(
    text,
    "// From the sources, like everything here: `pnpm dev` needs no build (`@vitrine/sandbox/server` when published).\nimport { sandboxSessionPlugin } from '../../packages/sandbox/src/transport/sandboxSessionMiddleware';",
    "import { sandboxSessionPlugin } from '@vitrine/sandbox/server';",
    file,
  );
  out = rewrite(
    out,
    "import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';",
    "import { defineConfig } from 'vite';",
    file,
  );
  out = rewrite(
    out,
    "/** Workspace packages resolve to their TypeScript sources: no build needed while developing. */\nconst sourceCondition = '@vitrine/source';\n\n",
    '',
    file,
  );
  out = rewrite(out, '  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },\n', '', file);
  out = rewrite(
    out,
    '    resolve: {\n      conditions: [sourceCondition, ...defaultServerConditions],\n      externalConditions: [sourceCondition],\n    },\n',
    '',
    file,
  );
  out = rewrite(
    out,
    '    // Bundled into the server build, so the production server needs no TypeScript sources at run time.\n',
    '    // Bundled into the server build with the storefront.\n',
    file,
  );
  if (/\.\.\/\.\.\/|@vitrine\/source/.test(out))
    throw new Error(`create-vitrine: ${file} still names the repository after the rewrites`);
  return out;
}

/** Every file of examples/storefront the starter takes, relative to it. */
export function storefrontFiles() {
  return readdirSync(storefront, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(storefront, join(entry.parentPath, entry.name)))
    .filter((path) => !leftOut(path))
    .sort();
}

/** Writes the template into `out` (emptied first). */
export function buildTemplate(out = join(packageDir, 'template')) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const path of storefrontFiles()) {
    const target = join(out, path);
    mkdirSync(dirname(target), { recursive: true });
    if (path === 'vite.config.ts')
      writeFileSync(target, starterViteConfig(readFileSync(join(storefront, path), 'utf8')));
    else cpSync(join(storefront, path), target);
  }
  // The starter's own files. npm leaves `.gitignore` out of tarballs: create-vitrine renames `gitignore`.
  cpSync(join(packageDir, 'files'), out, { recursive: true });
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(starterPackageJson(), null, 2)}\n`);
  writeFileSync(join(out, 'tsconfig.json'), `${JSON.stringify(starterTsconfig(), null, 2)}\n`);
  for (const path of storefrontFiles().filter((file) => /\.(tsx?|mjs)$/.test(file))) {
    const text = readFileSync(join(out, path), 'utf8');
    const outside = /from '(\.\.\/)+(packages|examples|scripts|docs)\//.exec(text);
    if (outside) throw new Error(`create-vitrine: ${path} imports from the repository (${outside[0]})`);
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!existsSync(storefront)) {
    console.error(
      'create-vitrine: examples/storefront not found (the template is built inside the repository)',
    );
    process.exit(1);
  }
  const out = buildTemplate();
  console.info(`create-vitrine: template written to ${relative(process.cwd(), out) || '.'}`);
}
