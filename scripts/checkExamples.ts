/**
 * `pnpm check:examples`: type-checks every `@example` block of the doc comments of packages/core, hooks and ui.
 *
 * Each example becomes a small module under `packages/<package>/.tmp/examples/` (gitignored): its body goes
 * inside an `async function`, so it may `await` and `return`. The identifiers it uses are imported from the
 * file the comment lives in, then from the package's entries, then from what the package builds on
 * (@vitrine/core, @vitrine/hooks, react, xstate…). An example names its inputs with `declare const x: T;` and
 * may `import` what it needs: both lines are lifted to the module scope. Every error is reported at the
 * file:line of the comment; a declared but unused name is not an error.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** One `@example` block: the source file, the line of its first code line (1-based) and its code. */
export interface Example {
  file: string;
  line: number;
  code: string;
}

/** The `@example` blocks of the JSDoc comments of a source text, Markdown fences left out. */
export function extractExamples(text: string, file: string): Example[] {
  const examples: Example[] = [];
  for (const comment of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const firstLine = text.slice(0, comment.index).split('\n').length;
    const lines = comment[0].split('\n').map((line) =>
      line
        .replace(/^\s*\/\*\*\s?/, '')
        .replace(/\s*\*\/\s*$/, '')
        .replace(/^\s*\* ?/, ''),
    );
    let current: { line: number; code: string[] } | undefined;
    const close = () => {
      if (current === undefined) return;
      while (current.code.length > 0 && current.code.at(-1)?.trim() === '') current.code.pop();
      let start = 0;
      while (start < current.code.length && current.code[start]?.trim() === '') start++;
      if (current.code.length > start)
        examples.push({ file, line: current.line + start, code: current.code.slice(start).join('\n') });
      current = undefined;
    };
    lines.forEach((line, index) => {
      const lineNumber = firstLine + index;
      const tag = /^\s*@(\w+)(.*)$/.exec(line);
      if (tag) {
        close();
        if (tag[1] === 'example') {
          const rest = (tag[2] ?? '').trim();
          current = rest === '' ? { line: lineNumber + 1, code: [] } : { line: lineNumber, code: [rest] };
        }
        return;
      }
      if (current === undefined) return;
      // A Markdown fence keeps its line as a blank one, so later lines keep their numbers.
      current.code.push(/^\s*```/.test(line) ? '' : line);
    });
    close();
  }
  return examples;
}

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where each package's identifiers are looked for, after the comment's own file and package entries. */
const dependencies: Record<string, string[]> = {
  core: ['xstate'],
  hooks: [
    '@vitrine/core',
    '@vitrine/core/schemas',
    '@vitrine/core/analytics',
    'react',
    'swr',
    'xstate',
    '@xstate/react',
  ],
  ui: [
    '@vitrine/hooks',
    '@vitrine/core',
    '@vitrine/core/schemas',
    '@vitrine/core/analytics',
    'react',
    'xstate',
    '@xstate/react',
  ],
};
/** What an example under a `testing` folder may use besides: the test runner and Testing Library. */
const testingDependencies = ['vitest', '@testing-library/react'];

function packageEntries(pkg: string): string[] {
  const manifest = JSON.parse(readFileSync(join(repo, 'packages', pkg, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, unknown>;
  };
  return Object.entries(manifest.exports)
    .filter(
      ([entry]) => !entry.includes('*') && entry !== './package.json' && entry.endsWith('/setup') === false,
    )
    .filter(([, target]) => JSON.stringify(target).includes('.ts"'))
    .map(([entry]) => (entry === '.' ? manifest.name : `${manifest.name}/${entry.slice(2)}`));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The names an example refers to that it might need imported (property names and intrinsic tags left out). */
function referencedNames(code: string): Set<string> {
  const source = ts.createSourceFile('example.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isQualifiedName(parent) && parent.right === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isBindingElement(parent) && parent.propertyName === node) ||
        ts.isJsxAttribute(parent) ||
        ((ts.isJsxOpeningElement(parent) ||
          ts.isJsxSelfClosingElement(parent) ||
          ts.isJsxClosingElement(parent)) &&
          /^[a-z]/.test(node.text));
      if (!isPropertyName) names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

interface Generated {
  path: string;
  example: Example;
  /** Source line of each generated line (0 for the generated header). */
  lines: number[];
}

function importPath(from: string, to: string): string {
  const path = relative(dirname(from), to).replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

export function checkExamples(): { examples: number; errors: string[] } {
  const packages = ['core', 'hooks', 'ui'];
  const options = ts.parseJsonConfigFileContent(
    { extends: './tsconfig.base.json', compilerOptions: { noEmit: true } },
    ts.sys,
    repo,
  ).options;
  Object.assign(options, {
    noEmit: true,
    verbatimModuleSyntax: false,
    noUnusedLocals: false,
    noUnusedParameters: false,
    allowUnreachableCode: true,
  });

  // 1. The examples, and for each the modules its names may come from, in order of preference.
  const planned: { example: Example; path: string; modules: string[]; pkg: string }[] = [];
  for (const pkg of packages) {
    const out = join(repo, 'packages', pkg, '.tmp', 'examples');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const entries = packageEntries(pkg);
    for (const file of sourceFiles(join(repo, 'packages', pkg, 'src'))) {
      const examples = extractExamples(readFileSync(file, 'utf8'), relative(repo, file));
      for (const example of examples) {
        const name = `${relative(join(repo, 'packages', pkg, 'src'), file).replace(/[/.]/g, '_')}_L${example.line}.tsx`;
        const path = join(out, name);
        const testing = file.includes(`${join('src', 'testing')}/`);
        planned.push({
          example,
          path,
          pkg,
          modules: [
            importPath(path, file),
            ...entries,
            ...(testing ? testingDependencies : []),
            ...(dependencies[pkg] ?? []),
          ],
        });
      }
    }
  }

  // 2. What each of those modules exports (and whether as a value), read through one probe program.
  const probes = packages.map((pkg) => {
    const path = join(repo, 'packages', pkg, '.tmp', 'examples', '_exports.ts');
    const modules = [...new Set(planned.filter((p) => p.pkg === pkg).flatMap((p) => p.modules))];
    writeFileSync(path, modules.map((module, index) => `import * as m${index} from '${module}';\n`).join(''));
    return { path, modules };
  });
  const probeProgram = ts.createProgram(
    probes.map((p) => p.path),
    options,
  );
  const checker = probeProgram.getTypeChecker();
  const exportsOf = new Map<string, Set<string>>();
  for (const probe of probes) {
    const source = probeProgram.getSourceFile(probe.path);
    source?.statements.forEach((statement, index) => {
      if (!ts.isImportDeclaration(statement)) return;
      const symbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
      const names = new Set(symbol ? checker.getExportsOfModule(symbol).map((s) => s.name) : []);
      exportsOf.set(`${probe.path}\0${probe.modules[index]}`, names);
    });
  }

  // 3. One module per example.
  const generated: Generated[] = [];
  for (const { example, path, modules, pkg } of planned) {
    const probePath = join(repo, 'packages', pkg, '.tmp', 'examples', '_exports.ts');
    const codeLines = example.code.split('\n');
    const lifted: { text: string; line: number }[] = [];
    const body: { text: string; line: number }[] = [];
    codeLines.forEach((text, index) => {
      const target = /^\s*(import\s|declare\s)/.test(text) ? lifted : body;
      target.push({ text, line: example.line + index });
    });
    const explicit = new Set(
      lifted.flatMap(({ text }) =>
        [...(/import\s+(?:type\s+)?\{([^}]*)\}/.exec(text)?.[1] ?? '').matchAll(/(\w+)\s*(?:,|$)/g)].map(
          (m) => m[1] ?? '',
        ),
      ),
    );
    const byModule = new Map<string, string[]>();
    for (const name of referencedNames(example.code)) {
      if (explicit.has(name)) continue;
      const module = modules.find((m) => exportsOf.get(`${probePath}\0${m}`)?.has(name));
      if (module === undefined) continue;
      byModule.set(module, [...(byModule.get(module) ?? []), name]);
    }
    const header = [
      `// ${example.file}:${example.line} (generated by scripts/checkExamples.ts)`,
      ...(path.includes('_testing_') || example.file.includes('/testing/')
        ? [`import '@vitrine/hooks/testing/setup';`]
        : []),
      ...[...byModule].map(([module, names]) => `import { ${names.join(', ')} } from '${module}';`),
    ];
    const lines = [...header.map(() => 0), ...lifted.map((l) => l.line), 0, ...body.map((l) => l.line), 0];
    const text = [
      ...header,
      ...lifted.map((l) => l.text),
      'export async function example() {',
      ...body.map((l) => l.text),
      '}',
    ].join('\n');
    writeFileSync(path, `${text}\n`);
    generated.push({ path, example, lines });
  }

  // 4. Type-check them all at once.
  const program = ts.createProgram(
    generated.map((g) => g.path),
    options,
    undefined,
    probeProgram,
  );
  const errors: string[] = [];
  for (const { path, example, lines } of generated) {
    const source = program.getSourceFile(path);
    if (source === undefined) continue;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    for (const diagnostic of diagnostics) {
      const at =
        diagnostic.start === undefined ? 0 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
      const line = lines[at] || example.line;
      errors.push(
        `${example.file}:${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ')}`,
      );
    }
  }
  return { examples: generated.length, errors };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { examples, errors } = checkExamples();
  for (const error of errors) console.error(error);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${examples} examples checked in ${seconds} s: ${errors.length} error${errors.length === 1 ? '' : 's'}.`,
  );
  process.exit(errors.length === 0 ? 0 : 1);
}
