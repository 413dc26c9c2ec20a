import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const storefront = resolve('examples/storefront');

/** The `optimizeDeps.include` entries of the storefront's Vite config, as written. */
function includedDependencies(): string[] {
  const text = readFileSync(join(storefront, 'vite.config.ts'), 'utf8');
  const list = /optimizeDeps:\s*\{\s*include:\s*\[([\s\S]*?)\]/.exec(text)?.[1] ?? '';
  const code = list.replace(/\/\/.*$/gm, '');
  return [...code.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

/** The folder of package `name` as Node looks it up from `dir`: node_modules up the tree (NODE_PATH aside). */
function findPackage(name: string, dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(at) === at) return undefined;
  }
}

/** Resolves `a > b > c` as Vite does: `a` from the storefront, `b` from `a`'s folder, and so on. */
function resolvesLikeVite(entry: string): boolean {
  let from: string | undefined = storefront;
  for (const part of entry.split('>').map((name) => name.trim())) {
    const name = part.startsWith('@') ? part.split('/').slice(0, 2).join('/') : (part.split('/')[0] ?? part);
    from = from === undefined ? undefined : findPackage(name, from);
  }
  return from !== undefined;
}

describe("the storefront's optimizeDeps", () => {
  it('lists only dependencies Vite can resolve from the storefront (pnpm dev warns of none)', () => {
    const entries = includedDependencies();
    expect(entries.length).toBeGreaterThan(5);
    const unresolved = entries.filter((entry) => !resolvesLikeVite(entry));
    expect(unresolved).toEqual([]);
  });
});
