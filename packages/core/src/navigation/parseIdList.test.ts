import { describe, expect, it } from 'vitest';
import { normalizeName } from './normalizeName';
import { parseId } from './parseId';
import { parseIdList } from './parseIdList';

describe('parseId and parseIdList', () => {
  it('read positive integer ids and skip anything else', () => {
    expect(parseId(' 12 ')).toBe(12);
    expect(parseId('0')).toBeUndefined();
    expect(parseId('1.5')).toBeUndefined();
    expect(parseId('-3')).toBeUndefined();
    expect(parseId(null)).toBeUndefined();
    expect(parseIdList('3, 7,,x,0')).toEqual([3, 7]);
    expect(parseIdList('')).toEqual([]);
  });
});

describe('normalizeName', () => {
  it('drops accents, case and extra spaces', () => {
    expect(normalizeName('  Política  de PRIVACIDADE ')).toBe('politica de privacidade');
  });
});
