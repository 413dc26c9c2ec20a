import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onlyDigits } from './onlyDigits';

// Any text: ASCII, whole graphemes (accents, emoji) and raw code points including lone surrogates.
// (fc.string({ unit: 'binary' }) covers the same ground but costs over a second to set up per file.)
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.integer({ min: 0, max: 0x10ffff })).map((codes) => String.fromCodePoint(...codes)),
);

describe('onlyDigits', () => {
  it('given a masked document, phone or CEP, it keeps only the digits', () => {
    expect(onlyDigits('123.456.789-09')).toBe('12345678909');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('01310-100')).toBe('01310100');
    expect(onlyDigits('R$ 1.234,56')).toBe('123456');
  });

  it('given non-ASCII digits such as Arabic-Indic ones, it drops them: documents use ASCII digits', () => {
    expect(onlyDigits('١٢٣4')).toBe('4');
  });

  it('given null, undefined or an empty string, it gives an empty string', () => {
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
    expect(onlyDigits('')).toBe('');
  });

  it('given any string, it returns only digits, in order, and is idempotent', () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const digits = onlyDigits(value);
        expect(digits).toMatch(/^[0-9]*$/);
        expect(onlyDigits(digits)).toBe(digits);
        expect(digits).toBe([...value].filter((character) => character >= '0' && character <= '9').join(''));
      }),
    );
  });
});
