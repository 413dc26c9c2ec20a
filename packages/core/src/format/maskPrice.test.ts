import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPrice } from './maskPrice';
import { parsePrice } from './parsePrice';

// Any text: ASCII, whole graphemes (accents, emoji) and raw code points including lone surrogates.
// (fc.string({ unit: 'binary' }) covers the same ground but costs over a second to set up per file.)
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.integer({ min: 0, max: 0x10ffff })).map((codes) => String.fromCodePoint(...codes)),
);

const nbsp = '\u00a0';

describe('maskPrice', () => {
  it('given digits typed one by one, it fills the cents first', () => {
    expect(maskPrice('1')).toBe(`R$${nbsp}0,01`);
    expect(maskPrice('12')).toBe(`R$${nbsp}0,12`);
    expect(maskPrice('123')).toBe(`R$${nbsp}1,23`);
    expect(maskPrice('123456')).toBe(`R$${nbsp}1.234,56`);
  });

  it('given the masked value plus one more digit, or minus its last one, it shifts the amount', () => {
    expect(maskPrice(`R$${nbsp}1.234,567`)).toBe(`R$${nbsp}12.345,67`);
    expect(maskPrice(`R$${nbsp}1.234,5`)).toBe(`R$${nbsp}123,45`);
  });

  it('given leading zeros, it drops them; given only zeros, it shows R$ 0,00', () => {
    expect(maskPrice('000150')).toBe(`R$${nbsp}1,50`);
    expect(maskPrice('0')).toBe(`R$${nbsp}0,00`);
  });

  it('given no digit at all, it gives an empty field', () => {
    expect(maskPrice('')).toBe('');
    expect(maskPrice('R$ ,')).toBe('');
    expect(maskPrice(undefined)).toBe('');
  });

  it('given more than 15 digits, it keeps the first 15 so no cent is lost to floating point', () => {
    expect(maskPrice('1234567890123456')).toBe(`R$${nbsp}1.234.567.890.123,45`);
  });

  it('given any digits, parsePrice reads back the digits as cents', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,14}$/), (digits) => {
        expect(parsePrice(maskPrice(digits))).toBe(Number(digits) / 100);
      }),
    );
  });

  it('given any string, it never throws and is stable when re-masked', () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const masked = maskPrice(value);
        expect(maskPrice(masked)).toBe(masked);
      }),
    );
  });
});
