import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const repo = resolve(import.meta.dirname, '..');

/** The resolution the packages compile with (tsconfig.base.json): in-repo packages resolve to their sources. */
const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['@vitrine/source'],
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

/**
 * Every module specifier `code` names: static imports and re-exports (type-only too), `import x = require()`,
 * `import()` calls and `import('…')` types; not what a string or a comment holds. TypeScript's scanner, not its
 * parser: a full parse of every file took 10 s on the loaded 2-core machine.
 */
export function importedSpecifiers(code: string): string[] {
  return ts.preProcessFile(code, true, true).importedFiles.map((file) => file.fileName);
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') files.push(...sourceFiles(path));
    } else if (/\.(ts|tsx|mts|cts)$/.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

/** The files of `packages/<package>/src` (absolute paths). */
export function packageSourceFiles(root = repo): string[] {
  const packages = join(root, 'packages');
  return readdirSync(packages, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const src = join(packages, entry.name, 'src');
      try {
        return sourceFiles(src);
      } catch {
        return [];
      }
    });
}

/** For each file, the in-repo files it imports (absolute paths). */
export function importGraph(files: readonly string[]): Map<string, Set<string>> {
  const host = ts.sys;
  const cache = ts.createModuleResolutionCache(repo, (name) => name, compilerOptions);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, compilerOptions, host, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = resolve(resolved.resolvedFileName);
      if (target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Each pair of files that import each other, as repository-relative paths `[a, b]` with `a < b`. */
export function twoFileLoops(
  graph: ReadonlyMap<string, ReadonlySet<string>>,
  root = repo,
): [string, string][] {
  const loops: [string, string][] = [];
  for (const [file, targets] of graph) {
    for (const target of targets) {
      if (file < target && graph.get(target)?.has(file)) {
        loops.push([relative(root, file), relative(root, target)]);
      }
    }
  }
  return loops.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
}
