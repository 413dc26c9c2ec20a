import { describe, expect, it } from 'vitest';
import { SanitizedHtmlCache } from './sanitizedHtmlCache';

describe('SanitizedHtmlCache', () => {
  it('answers a held input without sanitizing it again', () => {
    const cache = new SanitizedHtmlCache({ maxEntries: 4, maxChars: 1000 });
    let calls = 0;
    const sanitize = () => {
      calls++;
      return '<p>ok</p>';
    };
    expect(cache.get('<p onclick="x()">ok</p>', sanitize)).toBe('<p>ok</p>');
    expect(cache.get('<p onclick="x()">ok</p>', sanitize)).toBe('<p>ok</p>');
    expect(calls).toBe(1);
    expect(cache.size).toBe(1);
    expect(cache.chars).toBe('<p onclick="x()">ok</p>'.length + '<p>ok</p>'.length);
  });

  it('never holds more entries than its bound, dropping the least recently used first', () => {
    const cache = new SanitizedHtmlCache({ maxEntries: 3, maxChars: 1_000_000 });
    for (const key of ['a', 'b', 'c']) cache.get(key, () => key.toUpperCase());
    // 'a' used again: 'b' is now the oldest.
    cache.get('a', () => 'unused');
    cache.get('d', () => 'D');
    expect(cache.size).toBe(3);
    let sanitized = '';
    expect(cache.get('b', () => (sanitized = 'B again'))).toBe('B again');
    expect(sanitized).toBe('B again');
    expect(cache.get('a', () => 'not held')).toBe('A');
    for (let index = 0; index < 100; index++) cache.get(`key ${index}`, () => 'x');
    expect(cache.size).toBe(3);
  });

  it('never holds more characters than its bound, and keeps no input too large for it', () => {
    const cache = new SanitizedHtmlCache({ maxEntries: 100, maxChars: 50 });
    for (let index = 0; index < 20; index++) cache.get(`input number ${index}`, () => 'answer');
    expect(cache.chars).toBeLessThanOrEqual(50);
    expect(cache.size).toBe(2);
    const large = 'x'.repeat(60);
    expect(cache.get(large, () => 'y')).toBe('y');
    let again = false;
    cache.get(large, () => {
      again = true;
      return 'y';
    });
    expect(again).toBe(true);
    expect(cache.chars).toBeLessThanOrEqual(50);
  });

  it('empties on clear', () => {
    const cache = new SanitizedHtmlCache({ maxEntries: 2, maxChars: 100 });
    cache.get('a', () => 'A');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.chars).toBe(0);
  });
});
