// The JavaScript each storefront route makes the browser download before any on-demand chunk (gzip), read from
// React Router's build manifest (examples/storefront/build/server/index.js exports `assets`), against a budget
// per route. Part of `pnpm size`; `pnpm build` must have run.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Gzip budget per route id, in kB, about 3 % above the figures measured in bench/results/route-js.md (what each
 * route loads and why). A route without a budget fails: add it here when you add the route.
 */
export const routeBudgetsKb: Record<string, number> = {
  // With the customer area and information widgets (measured 2026-11-26 on a working copy's build): every page's
  // chrome grew about 10 kB with the privacy notice, the institutional and FAQ links in the footer and the forms'
  // shared field and dialog code: not-found 219.1, home 246.8, listings 244.7, search 255.1, product (kit and
  // conjunct blocks too) 276.3 kB; the new pages: contact 225.3, FAQ 223.6, institutional 220.1, privacy policy
  // 219.2, login 228.4, register 225.8, customer area 234.4, orders 224.4, wishlist 235.3 kB. About 1 kB above
  // each for a clean clone's build.
  home: 248,
  search: 256.5,
  product: 277.5,
  'product-reversed': 277.5,
  'category-1': 246,
  'category-2': 246,
  'category-3': 246,
  brand: 246,
  group: 246,
  'not-found': 220.5,
  contact: 226.5,
  faq: 225,
  institutional: 221.5,
  'privacy-policy': 220.5,
  'customer-login': 229.5,
  'customer-register': 227,
  customer: 235.5,
  'customer-orders': 225.5,
  'customer-wishlist': 236.5,
  // The checkout hand-off (measured 2026-11-28 on a working copy's build): 220.5 kB, the chrome (not-found's
  // 219.2) and the page's own lines and totals, which use core's price rules the chrome already loads.
  'checkout-identification': 222,
  'checkout-payment': 222,
};

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
export interface AssetsManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** The files (URL paths) a first load of route `id` fetches: the client entry, then each route from the root down. */
export function arrivalFiles(manifest: AssetsManifest, id: string): string[] {
  const chain: ManifestRoute[] = [];
  for (
    let route = manifest.routes[id];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  )
    chain.unshift(route);
  const files = [manifest.entry.module, ...manifest.entry.imports];
  for (const route of chain) files.push(route.module, ...(route.imports ?? []));
  return [...new Set(files)];
}

/** Routes a shopper can land on: every route that is not only a parent (the root layout). */
export function leafRoutes(manifest: AssetsManifest): string[] {
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  return Object.keys(manifest.routes)
    .filter((id) => !parents.has(id))
    .sort();
}

export interface RouteSize {
  id: string;
  gzipBytes: number;
  budgetKb: number | undefined;
}

/** Each landing route's arrival JS, gzip, with its budget; `readFile` reads a manifest URL path. */
export function routeSizes(
  manifest: AssetsManifest,
  readFile: (urlPath: string) => Buffer,
  budgets = routeBudgetsKb,
) {
  const cache = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFile(file), { level: 9 }).length;
      cache.set(file, size);
    }
    return size;
  };
  return leafRoutes(manifest).map(
    (id): RouteSize => ({
      id,
      gzipBytes: arrivalFiles(manifest, id).reduce((sum, file) => sum + gzipOf(file), 0),
      budgetKb: budgets[id],
    }),
  );
}

/** The lines to print, and whether every route kept its budget. */
export function reportRouteSizes(sizes: RouteSize[]): { lines: string[]; ok: boolean } {
  let ok = true;
  const lines = sizes.map(({ id, gzipBytes, budgetKb }) => {
    const kb = (gzipBytes / 1024).toFixed(1);
    if (budgetKb === undefined) {
      ok = false;
      return `  ✗ ${id}: ${kb} kB gzip, no budget (add one to scripts/route-sizes.ts)`;
    }
    const within = gzipBytes <= budgetKb * 1024;
    ok &&= within;
    return `  ${within ? '✓' : '✗'} ${id}: ${kb} kB gzip (budget ${budgetKb} kB)`;
  });
  return { lines, ok };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const build = fileURLToPath(new URL('../examples/storefront/build/', import.meta.url));
  const { assets } = (await import(pathToFileURL(`${build}server/index.js`).href)) as {
    assets: AssetsManifest;
  };
  const sizes = routeSizes(assets, (urlPath) => readFileSync(`${build}client${urlPath}`));
  const { lines, ok } = reportRouteSizes(sizes);
  console.log(`Storefront JS per route on arrival (before on-demand chunks):\n${lines.join('\n')}`);
  process.exit(ok ? 0 : 1);
}
