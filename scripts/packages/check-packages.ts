/**
 * `pnpm run check:packages` (the `packages` step of `pnpm test`, after `build`): checks the four libraries the
 * way a user gets them, from their packed tarballs, never through the workspace.
 *
 * 1. Packs core, hooks, ui and sandbox with `pnpm pack` (which applies `publishConfig` and turns `workspace:^`
 *    into `^0.1.0`) and reads each tarball: its package.json has no `@vitrine/source` condition and no
 *    `workspace:` range; it holds LICENSE, README.md and CHANGELOG.md, no `src/`, no `*.example.*`, source maps
 *    with their sources embedded, declarations where no type was elided to `any`, and a README without
 *    relative links out of the package.
 * 2. Lints each tarball with `publint --strict` and `attw --profile esm-only` (the packages are ESM only: the
 *    profile leaves out node10 and CommonJS-from-node16 resolution, every other entry must be green; ui's folder
 *    entries, `@vitrine/ui/<folder>`, are named one by one: attw does not expand the `./*` that maps them).
 * 3. Installs the tarballs with npm into a project under the OS temp folder (outside the workspace), beside an
 *    app's own react 19, xstate, @xstate/react, swr and zod, then: imports and requires every entry and runs
 *    `useCompany` and ui's `StoreData` in a jsdom page against a real sandbox server; renders the provider and
 *    six widgets to a string in plain Node with SWR fallback; resolves the stylesheet; type-checks a file using
 *    every entry with `skipLibCheck: false` for `moduleResolution` bundler and nodenext; bundles `{ isValidCpf }`
 *    and `{ Price }` with esbuild against their gzip budgets; and checks with `npm ls` and the disk that the app
 *    has one copy of xstate, @xstate/react, swr and zod; last, runs a component test with Vitest through
 *    `@vitrine/hooks/testing` and `@vitrine/hooks/testing/setup` (the sandbox in-process, jest-dom matchers).
 *
 * 4. In the same project, a strict program of what users copy: every TypeScript file of the guides' folders
 *    (docs/guides/<guide>/), every ts/tsx sample of the docs pages and package READMEs, `UiMessages` (a section
 *    for each widget; a misspelt section or text, or a text of the wrong type, is an error) and the entity types
 *    (a misspelt field of `ProductDetail`, `Product`, `Cart` or `Category` is an error).
 * 5. Packs `create-vitrine`, runs its bin to write `my-store`, points its `@vitrine/*` dependencies at the tarballs,
 *    `npm install`s it (beside the checks above), type-checks it with its own strict tsconfig (`npm run typecheck`:
 *    `react-router typegen`, then `tsc`), builds it, starts it on the sandbox (`npm start -- --port 0 --api-port 0`)
 *    and reads a product page for the product's name and price.
 *
 * Prints one line per check and a summary; exits 1 when any check fails. Temp folders are removed at the end.
 * `--keep` keeps the consumer project and prints its path.
 */

import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { extractSamples, sampleFiles } from '../checkDocSamples';
import {
  appDependencies,
  exactTypesSource,
  guidesTsconfig,
  resolveScript,
  runtimeScript,
  ssrScript,
  starterPageScript,
  testingSource,
  tsconfig,
  typesSource,
  uiMessagesSource,
} from './consumer';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const keep = process.argv.includes('--keep');

/** The published libraries, in dependency order. */
const libraries = ['core', 'sandbox', 'hooks', 'ui'] as const;
type Library = (typeof libraries)[number];

/** gzip budgets of the tree-shaking checks, in bytes. */
const budgets = { isValidCpf: 1024, priceOverReact: 5 * 1024 };
/** Packages an app shares with the libraries: exactly one copy each. */
const shared = [
  'xstate',
  '@xstate/react',
  'swr',
  'zod',
  'react',
  'react-dom',
  '@vitrine/core',
  '@vitrine/hooks',
];

interface Result {
  readonly name: string;
  readonly ok: boolean;
  readonly seconds: number;
  readonly detail: string;
}
const results: Result[] = [];

function run(
  cmd: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): { status: number; output: string } {
  const child = spawnSync(cmd, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...options.env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${child.stdout ?? ''}${child.stderr ?? ''}${child.error ? String(child.error) : ''}`;
  return { status: child.status ?? 1, output };
}

/** Like `run`, without blocking: the two type checks run side by side. */
function runAsync(
  cmd: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ status: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', (error) => done({ status: 1, output: `${output}${String(error)}` }));
    child.on('close', (status) => done({ status: status ?? 1, output }));
  });
}

/** Runs one named check; a thrown error or a failed command fails it, with its output in the summary. */
async function check(name: string, body: () => string | Promise<string>): Promise<boolean> {
  const started = Date.now();
  let ok = true;
  let detail: string;
  try {
    detail = await body();
  } catch (error) {
    ok = false;
    detail = error instanceof Error ? error.message : String(error);
  }
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, ok, seconds, detail });
  console.log(`${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)${detail ? `\n${indent(detail)}` : ''}`);
  return ok;
}

function indent(text: string): string {
  return text
    .trim()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

function must(command: { status: number; output: string }, what: string): string {
  if (command.status !== 0)
    throw new Error(`${what} failed (exit ${command.status}):\n${command.output.trim()}`);
  return command.output;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

function packageJson(dir: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
}

/** ui's folder entries in its unpacked tarball (`./CartPreview`…): one per `dist/<folder>/index.d.ts`. */
function uiFolderEntries(dir: string): string[] {
  const folders = listFiles(join(dir, 'dist'))
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('/index.d.ts') && !file.startsWith('elements/'))
    .map((file) => `./${file.slice(0, -'/index.d.ts'.length)}`);
  if (folders.length < 50) throw new Error(`only ${folders.length} folder entries in ui's dist`);
  return folders.sort();
}

/** What a packed package.json and its files must (not) contain. */
function inspectPackage(library: Library, dir: string): string {
  const problems: string[] = [];
  const text = readFileSync(join(dir, 'package.json'), 'utf8');
  const pkg = JSON.parse(text) as Record<string, unknown>;
  // The entry fields only: a package script may name the condition (the sandbox's `start` runs the sources).
  const entries = JSON.stringify([pkg.exports, pkg.main, pkg.types, pkg.bin]);
  if (entries.includes('@vitrine/source')) problems.push('package.json keeps the @vitrine/source condition');
  if (entries.includes('.cjs')) problems.push('package.json points at a .cjs file');
  if (text.includes('workspace:')) problems.push('package.json keeps a workspace: range');
  for (const field of ['repository', 'engines', 'license', 'sideEffects', 'exports'])
    if (pkg[field] === undefined) problems.push(`package.json has no "${field}"`);
  const files = listFiles(dir);
  for (const required of ['LICENSE', 'README.md', 'CHANGELOG.md'])
    if (!files.includes(required)) problems.push(`${required} is not in the package`);
  const license = files.includes('LICENSE') ? readFileSync(join(dir, 'LICENSE'), 'utf8') : '';
  if (!license.includes('Copyright (c) 2026 Vitrine contributors'))
    problems.push('LICENSE lacks the copyright line');
  const stray = files.filter((file) => file.startsWith('src/') || /\.example\.|\.test\.|\.cjs$/.test(file));
  if (stray.length > 0)
    problems.push(`ships ${stray.length} unwanted files, e.g. ${stray.slice(0, 3).join(', ')}`);
  const maps = files.filter((file) => file.endsWith('.js.map'));
  const bare = maps.filter((file) => {
    const map = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      sources: string[];
      sourcesContent?: unknown[];
    };
    return (
      map.sources.length > 0 &&
      map.sourcesContent?.filter((source) => typeof source === 'string').length !== map.sources.length
    );
  });
  if (bare.length > 0) problems.push(`${bare.length} source maps without sourcesContent, e.g. ${bare[0]}`);
  // A type the declaration emitter gave up on is `any` for every user (issue 25: nested product types).
  const elided = files.filter(
    (file) => file.endsWith('.d.ts') && readFileSync(join(dir, file), 'utf8').includes('/*elided*/'),
  );
  if (elided.length > 0)
    problems.push(`declarations with an elided type (/*elided*/ any): ${elided.join(', ')}`);
  const readme = files.includes('README.md') ? readFileSync(join(dir, 'README.md'), 'utf8') : '';
  const outside = [...readme.matchAll(/\]\((\.\.\/[^)]*)\)/g)].map((match) => match[1]);
  if (outside.length > 0) problems.push(`README links out of the package: ${outside.slice(0, 3).join(', ')}`);
  if (!/^## Install/m.test(readme)) problems.push('README has no "## Install" section');
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const size = files.reduce((sum, file) => sum + readFileSync(join(dir, file)).length, 0);
  return `${library}: ${files.length} files, ${(size / 1024).toFixed(0)} kB unpacked`;
}

const temp = mkdtempSync(join(tmpdir(), 'vitrine-packages-'));
const cleanup = () => {
  if (!keep) rmSync(temp, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

async function main(): Promise<void> {
  const packs = join(temp, 'packs');
  const unpacked = join(temp, 'unpacked');
  const app = join(temp, 'app');
  mkdirSync(packs);
  mkdirSync(app);
  const tarballs = {} as Record<Library, string>;

  for (const library of libraries) {
    const dir = join(root, 'packages', library);
    if (!existsSync(join(dir, 'dist', 'index.js')))
      throw new Error(`packages/${library}/dist is missing: run \`pnpm build\` first`);
    await check(`pack @vitrine/${library} and inspect the tarball`, () => {
      const pkg = packageJson(dir);
      must(run('pnpm', ['pack', '--pack-destination', packs], { cwd: dir }), 'pnpm pack');
      const file = join(packs, `vitrine-${library}-${String(pkg.version)}.tgz`);
      if (!existsSync(file)) throw new Error(`pnpm pack wrote no ${file}`);
      tarballs[library] = file;
      const target = join(unpacked, library);
      mkdirSync(target, { recursive: true });
      must(run('tar', ['xzf', file, '-C', target, '--strip-components=1']), 'tar');
      return inspectPackage(library, target);
    });
    if (tarballs[library] === undefined) continue;
    await check(`publint --strict @vitrine/${library}`, () => {
      const lint = run(join(root, 'node_modules/.bin/publint'), ['run', tarballs[library], '--strict']);
      must(lint, 'publint');
      if (!/All good!/.test(lint.output)) throw new Error(lint.output);
      return '';
    });
    await check(`attw --profile esm-only @vitrine/${library}`, () => {
      const attw = run(join(root, 'node_modules/.bin/attw'), [
        tarballs[library],
        '--profile',
        'esm-only',
        '--format',
        'table-flipped',
        '--no-emoji',
        // The stylesheet is an entry without JavaScript or types: nothing for attw to resolve. attw does not expand
        // ui's `./*` (the folder entries): each is named, one per `dist/<folder>/index.d.ts` of the tarball.
        ...(library === 'ui'
          ? [
              '--exclude-entrypoints',
              './styles.css',
              '--include-entrypoints',
              ...uiFolderEntries(join(unpacked, library)),
            ]
          : []),
      ]);
      must(attw, 'attw');
      return '';
    });
  }
  if (Object.keys(tarballs).length !== libraries.length) return;

  // The starter: create-vitrine packed like the libraries, run from its tarball, its storefront installed from the
  // libraries' tarballs. Its npm install runs beside the consumer project's checks.
  const starter = join(temp, 'starter', 'my-store');
  let starterWork: Promise<StarterWork> | undefined;
  await check('pack create-vitrine; npm create vitrine writes a standalone storefront', () => {
    const dir = join(root, 'packages', 'create-vitrine');
    if (!existsSync(join(dir, 'template', 'package.json')))
      throw new Error('packages/create-vitrine/template is missing: run `pnpm build` first');
    const { version } = packageJson(dir);
    must(run('pnpm', ['pack', '--pack-destination', packs], { cwd: dir }), 'pnpm pack');
    const file = join(packs, `create-vitrine-${String(version)}.tgz`);
    const target = join(unpacked, 'create-vitrine');
    mkdirSync(target, { recursive: true });
    must(run('tar', ['xzf', file, '-C', target, '--strip-components=1']), 'tar');
    mkdirSync(join(temp, 'starter'));
    must(
      run(process.execPath, [join(target, 'bin', 'create-vitrine.mjs'), 'my-store'], {
        cwd: join(temp, 'starter'),
      }),
      'create-vitrine my-store',
    );
    const files = listFiles(starter);
    const problems: string[] = [];
    for (const required of [
      'package.json',
      'tsconfig.json',
      'README.md',
      '.gitignore',
      'server.mjs',
      'vite.config.ts',
    ])
      if (!files.includes(required)) problems.push(`no ${required}`);
    const tests = files.filter((path) => /\.test(-d)?\.tsx?$/.test(path));
    if (tests.length > 0) problems.push(`copies tests: ${tests.slice(0, 3).join(', ')}`);
    for (const path of files.filter((path) => /\.(tsx?|mjs|json)$/.test(path))) {
      const text = readFileSync(join(starter, path), 'utf8');
      if (/\.\.\/\.\.\/|workspace:|@vitrine\/source|tsconfig\.base/.test(text))
        problems.push(`${path} still names the repository`);
    }
    const manifest = packageJson(starter) as { name: string; dependencies: Record<string, string> };
    if (manifest.name !== 'my-store') problems.push(`package name ${manifest.name}`);
    for (const library of libraries) {
      const expected = `^${String(packageJson(join(root, 'packages', library)).version)}`;
      if (manifest.dependencies[`@vitrine/${library}`] !== expected)
        problems.push(
          `@vitrine/${library} is ${manifest.dependencies[`@vitrine/${library}`]}, not ${expected}`,
        );
    }
    if (problems.length > 0) throw new Error(problems.join('\n'));
    // Not published yet: the libraries come from their tarballs (the versions above are what a user gets).
    for (const library of libraries)
      manifest.dependencies[`@vitrine/${library}`] = `file:${tarballs[library]}`;
    writeFileSync(join(starter, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    starterWork = prepareStarter(starter);
    return `${files.length} files in my-store/, @vitrine/* at their versions`;
  });

  const installed = await check('npm install of the tarballs in a new project', () => {
    const dependencies = {
      ...Object.fromEntries(libraries.map((library) => [`@vitrine/${library}`, `file:${tarballs[library]}`])),
      ...appDependencies,
    };
    writeFileSync(
      join(app, 'package.json'),
      `${JSON.stringify({ name: 'vitrine-consumer', private: true, type: 'module', dependencies }, null, 2)}\n`,
    );
    must(
      run(
        'npm',
        ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', '--no-package-lock'],
        { cwd: app, env: { npm_config_update_notifier: 'false' } },
      ),
      'npm install',
    );
    return `in ${app}`;
  });
  if (!installed) return;

  writeFileSync(join(app, 'runtime.mjs'), runtimeScript('import'));
  writeFileSync(join(app, 'runtime.cjs'), runtimeScript('require'));
  writeFileSync(join(app, 'ssr.mjs'), ssrScript);
  writeFileSync(join(app, 'resolve.mjs'), resolveScript);
  writeFileSync(join(app, 'consumer.tsx'), typesSource);
  writeFileSync(join(app, 'storeData.test.tsx'), testingSource);
  writeFileSync(join(app, 'tsconfig.bundler.json'), tsconfig('bundler'));
  writeFileSync(join(app, 'tsconfig.nodenext.json'), tsconfig('nodenext'));

  // What users copy: every TypeScript file of the guides, every sample of the docs, and the UI kit's messages.
  // Each guide's folder (docs/guides/<guide>/); the files beside them test the generated pages of the repository.
  const guideFiles = listFiles(join(root, 'docs', 'guides')).filter(
    (path) => path.includes('/') && /\.tsx?$/.test(path),
  );
  for (const file of guideFiles) {
    mkdirSync(join(app, 'guides', file, '..'), { recursive: true });
    writeFileSync(join(app, 'guides', file), readFileSync(join(root, 'docs', 'guides', file)));
  }
  mkdirSync(join(app, 'doc-samples'));
  let docSamples = 0;
  for (const file of sampleFiles())
    for (const sample of extractSamples(readFileSync(join(root, file), 'utf8'), file)) {
      docSamples += 1;
      writeFileSync(
        join(app, 'doc-samples', `${file.replace(/[/.]/g, '_')}_L${sample.line}.${sample.lang}`),
        `${sample.code}\nexport {};\n`,
      );
    }
  writeFileSync(join(app, 'ui-messages.ts'), uiMessagesSource(uiSections()));
  writeFileSync(join(app, 'exact-types.ts'), exactTypesSource);
  writeFileSync(join(app, 'tsconfig.guides.json'), guidesTsconfig);

  // The type checks start now and run beside the other checks (they take the longest).
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const typeChecks = (['bundler', 'nodenext', 'guides'] as const).map((resolution) => {
    const started = Date.now();
    return runAsync(process.execPath, [tsc, '-p', `tsconfig.${resolution}.json`], app).then((command) => ({
      resolution,
      command,
      seconds: (Date.now() - started) / 1000,
    }));
  });

  const nodeScript = (file: string, allowedWarning?: RegExp) => {
    const command = run(process.execPath, [file], { cwd: app });
    const output = must(command, `node ${file}`);
    const warnings = output
      .split('\n')
      .filter(
        (line) => !line.startsWith('OK ') && /warning/i.test(line) && !(allowedWarning?.test(line) ?? false),
      );
    if (warnings.length > 0) throw new Error(`printed a warning:\n${warnings.join('\n')}`);
    return output
      .split('\n')
      .filter((line) => line.startsWith('OK'))
      .join('\n');
  };
  await check('import of every entry; useCompany and StoreData against the sandbox', () =>
    nodeScript('runtime.mjs'),
  );
  await check('require of every entry (require of ESM, Node ≥ 20.19); useCompany and StoreData', () =>
    nodeScript(
      'runtime.cjs',
      /ExperimentalWarning: .*require\(\)|Support for loading ES Module in require|--trace-warnings/,
    ),
  );
  await check('renderToString: provider, Logo, SearchBox, CartCount, Breadcrumbs, Price, StoreData', () =>
    nodeScript('ssr.mjs'),
  );
  await check('@vitrine/ui/styles.css, ./css/* and the folder entries resolve', () =>
    nodeScript('resolve.mjs'),
  );

  await check('npx vitrine-sandbox starts the sandbox server', async () => {
    const bin = join(app, 'node_modules/.bin/vitrine-sandbox');
    const child = spawn(bin, ['--port', '0'], { cwd: app });
    try {
      const line = await new Promise<string>((done, fail) => {
        let output = '';
        const timer = setTimeout(() => fail(new Error(`no address printed in 60 s: ${output}`)), 60_000);
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('\n')) {
            clearTimeout(timer);
            done(output.trim());
          }
        });
        child.on('exit', (code) => fail(new Error(`exited with ${String(code)}: ${output}`)));
      });
      const url = /ouvindo em (http:\/\/\S+)/.exec(line)?.[1];
      if (!url) throw new Error(`unexpected output: ${line}`);
      const reply = await fetch(`${url}/api`, {
        method: 'POST',
        body: JSON.stringify({ operation: 'content.company', params: '', json: null }),
      });
      const company = (await reply.json()) as { nameStore?: string };
      if (company.nameStore !== 'Loja Vitrine')
        throw new Error(`content.company answered ${JSON.stringify(company)}`);
      return `${line}; content.company answered 'Loja Vitrine'`;
    } finally {
      child.kill('SIGTERM');
    }
  });

  for (const typeCheck of typeChecks) {
    const { resolution, command, seconds } = await typeCheck;
    const name =
      resolution === 'guides'
        ? `tsc strict: ${guideFiles.length} files of docs/guides, ${docSamples} doc samples, UiMessages complete, entity types exact`
        : `tsc --noEmit, skipLibCheck false, moduleResolution ${resolution}`;
    await check(name, () => {
      must(command, 'tsc');
      return `type-checked in ${seconds.toFixed(1)} s`;
    });
  }

  await check(
    `esbuild: { isValidCpf } ≤ ${budgets.isValidCpf} B gzip, { Price } ≤ ${budgets.priceOverReact} B over React`,
    async () => {
      // esbuild is in the tree (tsx and vite run on it); the root does not declare it.
      const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
      const esbuild = fromTsx('esbuild') as {
        build(options: Record<string, unknown>): Promise<{ outputFiles?: Array<{ contents: Uint8Array }> }>;
      };
      const gzipped = async (code: string) => {
        const bundle = await esbuild.build({
          stdin: { contents: code, resolveDir: app, loader: 'js' },
          bundle: true,
          minify: true,
          write: false,
          format: 'esm',
          platform: 'browser',
          define: { 'process.env.NODE_ENV': '"production"' },
          logLevel: 'silent',
        });
        return gzipSync(bundle.outputFiles?.[0]?.contents ?? new Uint8Array()).length;
      };
      const cpf = await gzipped(`import { isValidCpf } from '@vitrine/core'; console.log(isValidCpf);`);
      const react = await gzipped(`import { createElement } from 'react'; console.log(createElement);`);
      const price = await gzipped(
        `import { createElement } from 'react'; import { Price } from '@vitrine/ui'; console.log(createElement, Price);`,
      );
      const line = `{ isValidCpf }: ${cpf} B gzip; { Price }: ${price - react} B gzip over React (${react} B)`;
      if (cpf > budgets.isValidCpf || price - react > budgets.priceOverReact)
        throw new Error(`over budget: ${line}`);
      return line;
    },
  );

  await check(`one copy each of ${shared.join(', ')} (npm ls and node_modules)`, () => {
    const ls = run('npm', ['ls', '--all', ...shared], { cwd: app });
    must(ls, 'npm ls');
    const copies = new Map<string, string[]>();
    const walk = (dir: string) => {
      if (!existsSync(dir)) return;
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isDirectory()) continue;
        if (entry.name.startsWith('@')) {
          for (const scoped of readdirSync(join(dir, entry.name), { withFileTypes: true }))
            if (scoped.isDirectory()) visit(join(dir, entry.name, scoped.name));
        } else if (entry.name !== '.bin') visit(join(dir, entry.name));
      }
    };
    const visit = (dir: string) => {
      const manifest = join(dir, 'package.json');
      if (existsSync(manifest)) {
        const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
          name?: string;
          version?: string;
        };
        if (name && shared.includes(name))
          copies.set(name, [...(copies.get(name) ?? []), `${version} at ${relative(app, dir)}`]);
      }
      walk(join(dir, 'node_modules'));
    };
    walk(join(app, 'node_modules'));
    const duplicated = [...copies].filter(([, found]) => found.length !== 1);
    const missing = shared.filter((name) => !copies.has(name));
    if (duplicated.length > 0 || missing.length > 0)
      throw new Error(
        [
          ...duplicated.map(([name, found]) => `${name}: ${found.join(', ')}`),
          ...missing.map((name) => `${name}: none`),
        ].join('\n'),
      );
    return [...copies].map(([name, [found]]) => `${name} ${found?.split(' ')[0]}`).join(', ');
  });
  // Last: Vitest writes its cache into node_modules, which makes npm ls distrust its record of the install.
  await check('vitest: a component test with @vitrine/hooks/testing and its setup', () => {
    const output = must(
      run(join(app, 'node_modules/.bin/vitest'), ['run', 'storeData.test.tsx'], { cwd: app }),
      'vitest',
    );
    if (!/1 passed/.test(output)) throw new Error(`the test did not pass:\n${output}`);
    return 'storeData.test.tsx: 1 passed';
  });

  await checkStarter(app, starter, starterWork);
}

/** A command's outcome and how long it ran. */
interface Timed {
  readonly status: number;
  readonly output: string;
  readonly seconds: number;
}

/** The starter's install, then its build and type check side by side: all beside the consumer's checks. */
interface StarterWork {
  readonly install: Timed;
  readonly build?: Timed;
  readonly typeCheck?: Timed;
}

async function timed(command: Promise<{ status: number; output: string }>): Promise<Timed> {
  const started = Date.now();
  const result = await command;
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

async function prepareStarter(starter: string): Promise<StarterWork> {
  const install = await timed(
    runAsync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', '--no-package-lock'],
      starter,
      { npm_config_update_notifier: 'false' },
    ),
  );
  if (install.status !== 0) return { install };
  const [build, typeCheck] = await Promise.all([
    timed(runAsync('npm', ['run', 'build'], starter)),
    // `react-router typegen` (the route modules' `./+types/<route>`), then tsc; the build needs no generated types.
    timed(runAsync('npm', ['run', 'typecheck'], starter)),
  ]);
  return { install, build, typeCheck };
}

/** The storefront create-vitrine wrote: installed, type-checked strictly, built, started, a product page read. */
async function checkStarter(
  app: string,
  starter: string,
  work: Promise<StarterWork> | undefined,
): Promise<void> {
  if (work === undefined) return;
  const { install, build, typeCheck } = await work;
  const ran = (command: Timed) => `ran ${command.seconds.toFixed(1)} s beside the checks above`;
  const installed = await check('the starter: npm install from the tarballs', () => {
    must(install, 'npm install');
    return `in ${starter}; ${ran(install)}`;
  });
  if (!installed || build === undefined || typeCheck === undefined) return;
  const built = await check('the starter: npm run build (react-router build)', () => {
    must(build, 'npm run build');
    return ran(build);
  });
  await check(
    'the starter: npm run typecheck (react-router typegen, then strict tsc with its own tsconfig)',
    () => {
      must(typeCheck, 'npm run typecheck');
      return ran(typeCheck);
    },
  );
  if (!built) return;
  await check(
    'the starter: npm start with the sandbox serves a product page with its name and price',
    async () => {
      const child = spawn('npm', ['start', '--', '--port', '0', '--api-port', '0'], {
        cwd: starter,
        env: { ...process.env, VITRINE_API_URL: '', PORT: '', NO_COLOR: '1' },
        detached: true,
      });
      try {
        const url = await new Promise<string>((done, fail) => {
          let output = '';
          const timer = setTimeout(() => fail(new Error(`not listening after 120 s:\n${output}`)), 120_000);
          const read = (chunk: Buffer) => {
            output += chunk.toString();
            const address = /Storefront on (http:\/\/\S+):(\d+)/.exec(output);
            if (address) {
              clearTimeout(timer);
              done(`http://127.0.0.1:${address[2]}`);
            }
          };
          child.stdout.on('data', read);
          child.stderr.on('data', read);
          child.on('exit', (code) => fail(new Error(`npm start exited with ${String(code)}:\n${output}`)));
        });
        writeFileSync(join(app, 'starter-page.mjs'), starterPageScript);
        const page = await runAsync(process.execPath, ['starter-page.mjs', url], app);
        return must(page, 'the product page').trim();
      } finally {
        // npm start → node scripts/store.mjs → node server.mjs: the whole group.
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      }
    },
  );
}

/** The sections UiMessages must have: one per `export const <section>Messages` of the kit's messages modules. */
function uiSections(): string[] {
  const src = join(root, 'packages', 'ui', 'src');
  return listFiles(src)
    .filter((file) => /Messages\.ts$/.test(file))
    .flatMap((file) =>
      [...readFileSync(join(src, file), 'utf8').matchAll(/^export const (\w+)Messages\b/gm)].map(
        (match) => match[1] ?? '',
      ),
    )
    .sort();
}

const started = Date.now();
try {
  await main();
} catch (error) {
  results.push({
    name: 'setup',
    ok: false,
    seconds: 0,
    detail: error instanceof Error ? error.message : String(error),
  });
  console.log(`✗ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (keep) console.log(`kept ${temp}`);
  cleanup();
}
const failed = results.filter((result) => !result.ok);
console.log(
  `\nPackages: ${results.length - failed.length} passed, ${failed.length} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
for (const result of failed) console.log(`  ✗ ${result.name}`);
process.exit(failed.length === 0 && results.length > 0 ? 0 : 1);
