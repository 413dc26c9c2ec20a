import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AssetsManifest, arrivalFiles, leafRoutes, reportRouteSizes, routeSizes } from './route-sizes';

const manifest: AssetsManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
  routes: {
    root: { id: 'root', module: '/assets/root.js', imports: ['/assets/react.js', '/assets/chrome.js'] },
    'routes/home': {
      id: 'routes/home',
      parentId: 'root',
      module: '/assets/home.js',
      imports: ['/assets/banner.js'],
    },
    'routes/product': { id: 'routes/product', parentId: 'root', module: '/assets/product.js' },
  },
};

describe('route sizes', () => {
  it('counts the entry, then each route from the root down, each file once', () => {
    expect(arrivalFiles(manifest, 'routes/home')).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/root.js',
      '/assets/chrome.js',
      '/assets/home.js',
      '/assets/banner.js',
    ]);
  });

  it('measures only routes a shopper lands on, not the root layout', () => {
    expect(leafRoutes(manifest)).toEqual(['routes/home', 'routes/product']);
  });

  it('sums gzip sizes and fails a route over its budget or without one', () => {
    // Random bytes do not compress: 20,000 of them stay above 1 kB gzip.
    const file = (n: number) => randomBytes(n);
    const sizes = routeSizes(manifest, (path) => file(path === '/assets/banner.js' ? 20_000 : 100), {
      'routes/home': 1,
    });
    const home = sizes.find((s) => s.id === 'routes/home');
    expect(home?.gzipBytes).toBeGreaterThan(1024);
    const report = reportRouteSizes(sizes);
    expect(report.ok).toBe(false);
    expect(report.lines.join('\n')).toMatch(
      /✗ routes\/home: .* \(budget 1 kB\)\n {2}✗ routes\/product: .*no budget/,
    );
  });

  it('passes when every route is within its budget', () => {
    const sizes = routeSizes(manifest, () => Buffer.from('x'), { 'routes/home': 1, 'routes/product': 1 });
    expect(reportRouteSizes(sizes).ok).toBe(true);
  });
});
