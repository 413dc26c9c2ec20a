import { describe, expect, it } from 'vitest';
import { extractExamples } from './checkExamples';

describe('extractExamples', () => {
  it('returns the code of each @example block with the source line of its first code line', () => {
    const text = [
      'import x from "y";', // 1
      '/**', // 2
      ' * Adds two numbers.', // 3
      ' * @example', // 4
      ' * const sum = add(1, 2);', // 5
      ' *   console.info(sum);', // 6
      ' * @returns the sum', // 7
      ' */', // 8
      'export function add(a: number, b: number) { return a + b; }', // 9
      '/** @example add(3, 4) */', // 10
    ].join('\n');
    expect(extractExamples(text, 'add.ts')).toEqual([
      { file: 'add.ts', line: 5, code: 'const sum = add(1, 2);\n  console.info(sum);' },
      { file: 'add.ts', line: 10, code: 'add(3, 4)' },
    ]);
  });

  it('keeps several examples of one comment apart and blanks Markdown fences without shifting lines', () => {
    const text = [
      '/**',
      ' * @example',
      ' * ```ts',
      ' * one();',
      ' * ```',
      ' * @example',
      ' * two();',
      ' */',
    ].join('\n');
    expect(extractExamples(text, 'f.ts')).toEqual([
      { file: 'f.ts', line: 4, code: 'one();' },
      { file: 'f.ts', line: 7, code: 'two();' },
    ]);
  });

  it('finds nothing in plain comments, line comments or comments without @example', () => {
    const text = ['/* @example not a doc comment */', '// @example neither', '/** Just words. */'].join('\n');
    expect(extractExamples(text, 'f.ts')).toEqual([]);
  });
});
