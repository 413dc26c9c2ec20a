import { describe, expect, it } from 'vitest';
import { checkDocSamples, extractSamples, sampleFiles } from './checkDocSamples';

describe('extractSamples', () => {
  it('returns each ts and tsx fence with the line of its first code line, other languages and no-check left out', () => {
    const text = [
      '# Page', // 1
      '', // 2
      '```ts', // 3
      "const cep = '01310-100';", // 4
      '```', // 5
      '```sh', // 6
      'pnpm dev', // 7
      '```', // 8
      '```tsx', // 9
      'const element = <p>Olá</p>;', // 10
      '```', // 11
      '```ts no-check', // 12
      'partial(', // 13
      '```', // 14
    ].join('\n');
    expect(extractSamples(text, 'docs/page.md')).toEqual([
      { file: 'docs/page.md', line: 4, code: "const cep = '01310-100';", lang: 'ts' },
      { file: 'docs/page.md', line: 10, code: 'const element = <p>Olá</p>;', lang: 'tsx' },
    ]);
  });
});

describe('checkDocSamples', () => {
  it('reports a sample that does not compile against the real packages at its Markdown file:line', () => {
    const page = [
      '# A page', // 1
      '', // 2
      '```ts', // 3
      "import { maskCep } from '@vitrine/core';", // 4
      '', // 5
      "const masked: string = maskCep('01310100');", // 6
      '```', // 7
      '', // 8
      '```ts', // 9
      "import { maskCep } from '@vitrine/core';", // 10
      '', // 11
      'const masked: number = maskCep(1310100);', // 12
      '```', // 13
    ].join('\n');
    const { samples, errors } = checkDocSamples(new Map([['docs/broken.md', page]]), 'doc-samples-test');
    expect(samples).toBe(2);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => error.startsWith('docs/broken.md:12: '))).toBe(true);
    expect(errors.join('\n')).toMatch(/not assignable/);
  }, 120_000);

  it('checks the pages of docs/ and the packages’ READMEs, not the pages generated at build time', () => {
    const files = sampleFiles();
    expect(files).toContain('docs/getting-started.md');
    expect(files).toContain('packages/core/README.md');
    expect(files.filter((file) => /^docs\/(widgets|api|packages|examples)\//.test(file))).toEqual([]);
  });
});
