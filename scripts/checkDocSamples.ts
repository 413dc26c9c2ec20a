/**
 * Type-checks the code samples of the documentation against the real packages: every ```ts and ```tsx fence of
 * docs/**\/*.md (the pages generated at build time and node_modules left out) and of packages/*\/README.md.
 *
 * Each fence becomes a module of its own (under `.tmp/doc-samples/` of the docs or of its package, so its imports
 * resolve as a reader's would: `@vitrine/*` to the sources through the `@vitrine/source` condition, like the
 * repository's tsconfig), written as it is: a sample imports what it uses and declares its inputs
 * (`declare const product: ProductDetail;`). All of them are checked in one TypeScript program; every error is
 * reported at the Markdown file:line it comes from. A deliberately partial snippet opts out with the info string
 * ```ts no-check.
 *
 * `pnpm check:examples` runs this after the `@example` check of the doc comments (scripts/checkExamples.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { checkExamples, type Example } from './checkExamples';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** One fenced sample: its Markdown file, the line of its first code line (1-based), its code and language. */
export interface Sample extends Example {
  lang: 'ts' | 'tsx';
}

/**
 * The ```ts / ```tsx fences of a Markdown text (`typescript` counts as ts), in order. A fence whose info string
 * says `no-check` is left out; so is any other language.
 */
export function extractSamples(text: string, file: string): Sample[] {
  const samples: Sample[] = [];
  const lines = text.split('\n');
  let open: { fence: string; lang: Sample['lang'] | undefined; line: number; code: string[] } | undefined;
  lines.forEach((line, index) => {
    if (open === undefined) {
      const start = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)(.*)$/.exec(line);
      if (!start) return;
      const language = (start[3] ?? '').toLowerCase();
      const checked = !/\bno-check\b/.test(start[4] ?? '');
      const lang =
        language === 'tsx' ? 'tsx' : language === 'ts' || language === 'typescript' ? 'ts' : undefined;
      open = { fence: start[2] ?? '```', lang: checked ? lang : undefined, line: index + 2, code: [] };
      return;
    }
    if (line.trim().startsWith(open.fence) && line.trim().replace(/[`~]/g, '') === '') {
      if (open.lang && open.code.some((l) => l.trim() !== ''))
        samples.push({ file, line: open.line, code: open.code.join('\n'), lang: open.lang });
      open = undefined;
      return;
    }
    open.code.push(line);
  });
  return samples;
}

/** Folders of docs/ whose pages are generated at build time (or are not pages), so not checked here. */
const generated = [
  'widgets',
  'api',
  'packages',
  'examples',
  '.generated',
  '.vitepress',
  'node_modules',
  'gallery',
];

/** The Markdown files whose samples are checked, relative to the repository. */
export function sampleFiles(): string[] {
  const run = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
    cwd: repo,
    encoding: 'utf8',
  });
  return run.stdout
    .split('\n')
    .filter((file) => file !== '' && existsSync(join(repo, file)))
    .filter(
      (file) =>
        /^packages\/[^/]+\/README\.md$/.test(file) ||
        (file.startsWith('docs/') && !generated.some((folder) => file.startsWith(`docs/${folder}/`))),
    )
    .sort();
}

/** Where a file's samples are written: `.tmp/<folder>` of its package, else of docs/. */
function outFolder(file: string, folder: string): string {
  const pkg = /^packages\/([^/]+)\//.exec(file)?.[1];
  return join(repo, pkg ? `packages/${pkg}` : 'docs', '.tmp', folder);
}

/**
 * The compiler options of the repository (tsconfig.base.json), relaxed for samples: unused names are fine. Test
 * samples run under Vitest with `@vitrine/hooks/testing/setup` in `setupFiles`, so jest-dom's matchers are typed.
 */
export function sampleCompilerOptions(): ts.CompilerOptions {
  const options = ts.parseJsonConfigFileContent(
    { extends: './tsconfig.base.json', compilerOptions: { noEmit: true } },
    ts.sys,
    repo,
  ).options;
  // Every entry of the four packages, whatever folder a sample is checked from (a hooks README sample may use
  // `@vitrine/ui`, which the hooks package does not depend on, as a reader's app would have it).
  const paths: Record<string, string[]> = {};
  for (const pkg of ['core', 'hooks', 'ui', 'sandbox']) {
    const manifest = JSON.parse(readFileSync(join(repo, 'packages', pkg, 'package.json'), 'utf8')) as {
      name: string;
      exports: Record<string, unknown>;
    };
    for (const [entry, target] of Object.entries(manifest.exports)) {
      // A pattern maps as TypeScript's `paths` pattern (`@vitrine/ui/*`: ui's folder entries); `null` hides a subpath.
      const source = (target as Record<string, unknown> | null)?.['@vitrine/source'];
      if (typeof source !== 'string' || !/\.tsx?$/.test(source)) continue;
      const name = entry === '.' ? manifest.name : `${manifest.name}/${entry.slice(2)}`;
      paths[name] = [join(repo, 'packages', pkg, source)];
    }
  }
  return Object.assign(options, {
    paths,
    noEmit: true,
    noUnusedLocals: false,
    noUnusedParameters: false,
    allowUnreachableCode: true,
    types: ['node', 'vite/client', '@testing-library/jest-dom/vitest'],
  });
}

/**
 * Type-checks samples in one program and returns each error as `file:line: message`. `files` maps a Markdown
 * file (relative to the repository) to its text; by default every file of `sampleFiles()`. `folder` names the
 * folder under `.tmp/` the modules are written to.
 */
export function checkDocSamples(
  files?: ReadonlyMap<string, string>,
  folder = 'doc-samples',
): { samples: number; errors: string[] } {
  const texts =
    files ?? new Map(sampleFiles().map((file) => [file, readFileSync(join(repo, file), 'utf8')] as const));
  const written: { path: string; sample: Sample; header: number }[] = [];
  const folders = new Set<string>();
  for (const [file, text] of texts) {
    const out = outFolder(file, folder);
    if (!folders.has(out)) {
      rmSync(out, { recursive: true, force: true });
      mkdirSync(out, { recursive: true });
      folders.add(out);
    }
    for (const sample of extractSamples(text, file)) {
      const name = `${file.replace(/[/.]/g, '_')}_L${sample.line}.${sample.lang}`;
      const path = join(out, name);
      const header = [`// ${file}:${sample.line} (generated by scripts/checkDocSamples.ts)`];
      // `export {}` makes every sample a module, so top-level `await` and names do not clash between samples.
      writeFileSync(path, `${header.join('\n')}\n${sample.code}\nexport {};\n`);
      written.push({ path, sample, header: header.length });
    }
  }
  const program = ts.createProgram(
    written.map((w) => w.path),
    sampleCompilerOptions(),
  );
  const errors: string[] = [];
  for (const { path, sample, header } of written) {
    const source = program.getSourceFile(path);
    if (source === undefined) continue;
    for (const diagnostic of [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]) {
      const at =
        diagnostic.start === undefined ? header : source.getLineAndCharacterOfPosition(diagnostic.start).line;
      const line = sample.line + Math.max(0, at - header);
      errors.push(
        `${sample.file}:${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ')}`,
      );
    }
  }
  return { samples: written.length, errors };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let failed = false;
  if (!process.argv.includes('--docs-only')) {
    const started = Date.now();
    const { examples, errors } = checkExamples();
    for (const error of errors) console.error(error);
    console.log(
      `${examples} @example blocks checked in ${((Date.now() - started) / 1000).toFixed(1)} s: ${errors.length} error${errors.length === 1 ? '' : 's'}.`,
    );
    failed ||= errors.length > 0;
  }
  const started = Date.now();
  const { samples, errors } = checkDocSamples();
  for (const error of errors) console.error(error);
  console.log(
    `${samples} doc samples checked in ${((Date.now() - started) / 1000).toFixed(1)} s: ${errors.length} error${errors.length === 1 ? '' : 's'}.`,
  );
  failed ||= errors.length > 0;
  process.exit(failed ? 1 : 0);
}
