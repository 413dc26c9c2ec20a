import { describe, expect, it } from 'vitest';
import { importedSpecifiers, importGraph, packageSourceFiles, twoFileLoops } from './importLoops';

describe('importedSpecifiers', () => {
  it('sees static, type-only, re-exported and dynamic imports and import types', () => {
    const code = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "export * from './f';",
      "import './g.css';",
      "const h = () => import('./h');",
      "type I = typeof import('./i');",
      "type J = import('./j').J;",
      "import k = require('./k');",
      "const notAnImport = './l';",
      "const inAString = `import('./m')`;",
      "// import('./n')",
      'function o() { return { p: import(`./p`) }; }',
    ].join('\n');
    expect(importedSpecifiers(code)).toEqual([
      './a',
      './b',
      './c',
      './d',
      './e',
      './f',
      './g.css',
      './h',
      './i',
      './j',
      './k',
      './p',
    ]);
  });
});

describe('twoFileLoops', () => {
  it('reports each pair of files that import each other once', () => {
    const graph = new Map([
      ['/r/a.ts', new Set(['/r/b.ts', '/r/c.ts'])],
      ['/r/b.ts', new Set(['/r/a.ts'])],
      ['/r/c.ts', new Set<string>()],
    ]);
    expect(twoFileLoops(graph, '/r')).toEqual([['a.ts', 'b.ts']]);
  });
});

describe('the packages’ sources', () => {
  it('have no two files that import each other (type-only and dynamic imports included)', () => {
    const files = packageSourceFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(twoFileLoops(importGraph(files))).toEqual([]);
  });
});
