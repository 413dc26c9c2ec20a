import { readdirSync } from 'node:fs';

/**
 * The files under `dir` (a package's `src`) that `keep` accepts, as '/'-separated paths from the package, sorted.
 *
 * tsup takes the entries in the order it is given them, and esbuild's split chunks (their content, names and the
 * order of the imports between them) follow that order. A glob lists files in the order the file system reads
 * the directories, which differs between two clones: the same sources then built to differently ordered chunks,
 * and a bundle made from them compressed differently (the cart-only bundle measured 28.94 kB in one clone and
 * 29.23 kB in another). A sorted list builds the same files everywhere.
 */
export function sourceEntries(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => `${dir}/${path.replaceAll('\\', '/')}`)
    .filter(keep)
    .sort();
}

/** A path with a `testing` folder in it (test helpers, never built into a package). */
export const isInTestingFolder = (path: string): boolean => path.split('/').includes('testing');
