import { describe, expect, it } from 'vitest';
import { toQueryString } from './toQueryString';

describe('toQueryString', () => {
  it('given lists, booleans and numbers, it serialises them in order', () => {
    expect(
      toQueryString({ page: 1, idVariation: [3, 7], showProductGroupingFilter: false, ofPrice: 9.9 }),
    ).toBe('page=1&idVariation=3%2C7&showProductGroupingFilter=false&ofPrice=9.9');
  });

  it('given undefined, null and empty lists, it leaves them out', () => {
    expect(toQueryString({ page: undefined, idBrand: null, idAttribute: [], word: 'bolsa' })).toBe(
      'word=bolsa',
    );
  });

  it('given text with accents, spaces and slashes, it round-trips through URLSearchParams', () => {
    const text = toQueryString({ textLink: 'calçados/tênis', word: 'meia & cia' });
    const parsed = new URLSearchParams(text);
    expect(parsed.get('textLink')).toBe('calçados/tênis');
    expect(parsed.get('word')).toBe('meia & cia');
  });
});
