import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskCep } from '../format/maskCep';
import { isValidCep } from './isValidCep';

// Any text: ASCII, whole graphemes (accents, emoji) and raw code points including lone surrogates.
// (fc.string({ unit: 'binary' }) covers the same ground but costs over a second to set up per file.)
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.integer({ min: 0, max: 0x10ffff })).map((codes) => String.fromCodePoint(...codes)),
);

describe('isValidCep', () => {
  it('given 8 digits, masked 00000-000 or bare, it accepts them', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep(' 70040-010 ')).toBe(true);
  });

  it('given the wrong number of digits, a misplaced hyphen, letters or all zeros, it rejects the value', () => {
    for (const value of [
      '',
      '0131-0100',
      '01310-10',
      '013101000',
      '01310-1000',
      '0131a-100',
      '00000-000',
      '00000000',
    ]) {
      expect(isValidCep(value)).toBe(false);
    }
    expect(isValidCep(null)).toBe(false);
  });

  it('given any 8 digits but zeros, it accepts them bare and masked; never throws on any string', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (cep) => {
        fc.pre(cep !== '00000000');
        expect(isValidCep(cep)).toBe(true);
        expect(isValidCep(maskCep(cep))).toBe(true);
      }),
    );
    fc.assert(fc.property(anyString, (value) => typeof isValidCep(value) === 'boolean'));
  });
});
