// The JavaScript each storefront route makes the browser download before any on-demand chunk (gzip), read from
// React Router's build manifest (examples/storefront/build/server/index.js exports `assets`), against a budget
// per route. Part of `pnpm size`; `pnpm build` must have run.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Gzip budget per route id, in kB: the page-weight goal (within 1.1× of Hydrogen's skeleton product route on the
 * same React, 131.8 kB, while carrying every feature of the spec). The measured figures and where each route's
 * bytes come from are in bench/results/route-js.md (`pnpm size:routes`). A route without a budget fails: add it
 * here when you add the route.
 */
const productBudget = 145;
const listingBudget = 140;
const homeBudget = 135;
const otherBudget = 130;
export const routeBudgetsKb: Record<string, number> = {
  home: homeBudget,
  search: listingBudget,
  product: productBudget,
  'product-reversed': productBudget,
  'category-1': listingBudget,
  'category-2': listingBudget,
  'category-3': listingBudget,
  brand: listingBudget,
  group: listingBudget,
  'not-found': otherBudget,
  contact: otherBudget,
  faq: otherBudget,
  institutional: otherBudget,
  'privacy-policy': otherBudget,
  'customer-login': otherBudget,
  'customer-register': otherBudget,
  customer: otherBudget,
  'customer-orders': otherBudget,
  'customer-wishlist': otherBudget,
  'checkout-identification': otherBudget,
  'checkout-payment': otherBudget,
};

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
export interface AssetsManifest {
  entry: { module: string; imports: string[] };
  /** The routes' manifest module every page imports (React Router's `/assets/manifest-….js`). */
  url?: string;
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
  const files = [...(manifest.url ? [manifest.url] : []), manifest.entry.module, ...manifest.entry.imports];
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
