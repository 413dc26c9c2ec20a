import { readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * Run by `build` after tsup: writes each folder entry's declarations (`dist/CartPreview/index.d.ts` for
 * `@vitrine/ui/CartPreview`): the names of its `index.ts`, re-exported from the root's declaration bundle
 * (`dist/index.d.ts`), so both entries name the same types. tsup bundles the declarations of the root and
 * `./elements` only: bundling them for every folder entry too runs its declaration build out of memory.
 */

const ui = import.meta.dirname;

/** The folders the root re-exports (`export * from './CartPreview'`), each an entry: `@vitrine/ui/CartPreview`. */
export function folderEntries(): string[] {
  const root = readFileSync(join(ui, 'src', 'index.ts'), 'utf8');
  return [...root.matchAll(/^export \* from '\.\/(.+)';$/gm)].map(([, folder = '']) => folder);
}

/** The declarations of a folder entry, from its `index.ts`: the same statements, from the root's bundle. */
export function entryDeclarations(folder: string, source: string): string {
  const root = posix.relative(posix.join('dist', folder), 'dist/index.js');
  return source.replace(/^'use client';\n\n/, '').replace(/ from '\.\/[^']+';$/gm, ` from '${root}';`);
}

if (process.argv[1] === import.meta.filename) {
  const folders = folderEntries();
  for (const folder of folders) {
    const source = readFileSync(join(ui, 'src', folder, 'index.ts'), 'utf8');
    writeFileSync(join(ui, 'dist', folder, 'index.d.ts'), entryDeclarations(folder, source));
  }
  process.stdout.write(
    `wrote the declarations of ${folders.length} folder entries (dist/<folder>/index.d.ts)\n`,
  );
}
