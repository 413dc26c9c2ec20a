// Writes bench/results/route-js.md from a production build of the storefront: for each route, the JavaScript a
// first load fetches before any on-demand chunk (gzip), and where those bytes come from (per package, and per
// widget or folder of our sources), read through the build's source maps. Builds the storefront with hidden
// source maps first (`VITRINE_SOURCEMAP=1`), unless `--no-build`; `pnpm size:routes`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { type AssetsManifest, arrivalFiles, leafRoutes, routeBudgetsKb } from './route-sizes';

const repo = fileURLToPath(new URL('..', import.meta.url));
const storefront = `${repo}examples/storefront/`;
const clientDir = `${storefront}build/client`;

/** A readable owner for a source path: a package (`react-dom`, `@vitrine/ui › CartPreview`) or a folder of ours. */
export function ownerOf(source: string): string {
  const path = source.replaceAll('\\', '/');
  const pnpm = path.lastIndexOf('/node_modules/');
  if (pnpm >= 0) {
    const rest = path.slice(pnpm + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? path);
  }
  const ours = /packages\/(core|hooks|ui|sandbox)\/src\/([^/]+)(?:\/([^/]+))?/.exec(path);
  if (ours) {
    const [, pkg, first, second] = ours;
    const area = first && second && !first.includes('.') ? first : (first ?? '').replace(/\.[tj]sx?$/, '');
    const sub = pkg === 'core' && (first === 'machines' || first === 'schemas') && second ? `/${second}` : '';
    return `@vitrine/${pkg} › ${area}${sub.replace(/\.[tj]sx?$/, '')}`;
  }
  const app = /(?:^|\/)src\/(.+)$/.exec(path);
  if (app?.[1])
    return `storefront › ${app[1]
      .split('/')
      .slice(0, 2)
      .join('/')
      .replace(/\.[tj]sx?$/, '')}`;
  return path;
}

/** Bytes of a minified file per owner, from its source map; what no mapping covers is the bundler's glue. */
function attribute(file: string): Map<string, number> {
  const code = readFileSync(file, 'utf8');
  const owners = new Map<string, number>();
  let map: { sources: string[]; mappings: string } | undefined;
  try {
    map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  } catch {
    owners.set('(no source map)', code.length);
    return owners;
  }
  const lines = code.split('\n');
  const decoded = decode(map?.mappings ?? '');
  const add = (owner: string, bytes: number) => owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  decoded.forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let cursor = 0;
    let owner = '(bundler glue)';
    for (const segment of segments) {
      add(owner, segment[0] - cursor);
      cursor = segment[0];
      owner = segment.length >= 2 ? ownerOf(map?.sources[segment[1] ?? 0] ?? '') : '(bundler glue)';
    }
    add(owner, line.length - cursor + 1);
  });
  return owners;
}

function gzipKb(buffer: Buffer | string): number {
  return gzipSync(buffer, { level: 9 }).length / 1024;
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    execFileSync('pnpm', ['--filter', '@vitrine/example-storefront', 'run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, VITRINE_SOURCEMAP: '1' },
    });
  }
  const { assets } = (await import(pathToFileURL(`${storefront}build/server/index.js`).href)) as {
    assets: AssetsManifest;
  };
  const perFile = new Map<string, { gzip: number; owners: Map<string, number>; raw: number }>();
  const fileInfo = (url: string) => {
    let info = perFile.get(url);
    if (!info) {
      const path = `${clientDir}${url}`;
      const code = readFileSync(path);
      info = { gzip: gzipKb(code), owners: attribute(path), raw: code.length };
      perFile.set(url, info);
    }
    return info;
  };
  const rows: string[] = [];
  const details: string[] = [];
  for (const id of leafRoutes(assets).sort()) {
    const files = arrivalFiles(assets, id);
    const owners = new Map<string, number>();
    let total = 0;
    for (const file of files) {
      const info = fileInfo(file);
      total += info.gzip;
      // A file's gzip bytes shared among its owners in proportion to their minified bytes.
      for (const [owner, bytes] of info.owners) {
        owners.set(owner, (owners.get(owner) ?? 0) + (info.gzip * bytes) / info.raw);
      }
    }
    rows.push(`| ${id} | ${total.toFixed(1)} kB | ${files.length} | ${routeBudgetsKb[id] ?? '—'} kB |`);
    const sorted = [...owners].filter(([, kb]) => kb >= 0.05).sort((a, b) => b[1] - a[1]);
    details.push(
      `### ${id}: ${total.toFixed(1)} kB in ${files.length} files`,
      '',
      sorted.map(([owner, kb]) => `${owner} ${kb.toFixed(1)}`).join(' · '),
      '',
    );
  }
  const report = [
    '# JavaScript per storefront route',
    '',
    'Generated by `pnpm size:routes` (scripts/route-js.ts) from a production build of `examples/storefront`: what',
    'the browser downloads before any on-demand chunk when a shopper lands on each route (the client entry, then',
    'the root and the route module with their static imports, from React Router’s manifest), gzip level 9, and',
    'where those bytes come from: each file’s gzip size shared among the packages and our widgets or folders in',
    'proportion to their minified bytes (read through hidden source maps). `(bundler glue)` is what no source',
    'maps to: the import and export code between chunks. Budgets: `scripts/route-sizes.ts`, checked by `pnpm size`.',
    '',
    `Generated ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| route | JS on arrival (gzip) | files | budget |',
    '|---|---|---|---|',
    ...rows,
    '',
    '## Where each route’s bytes come from (kB gzip)',
    '',
    ...details,
  ].join('\n');
  writeFileSync(`${repo}bench/results/route-js.md`, `${report}\n`);
  console.log(rows.join('\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
