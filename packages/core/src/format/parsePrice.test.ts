import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePrice } from './parsePrice';

// Any text: ASCII, whole graphemes (accents, emoji) and raw code points including lone surrogates.
// (fc.string({ unit: 'binary' }) covers the same ground but costs over a second to set up per file.)
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.integer({ min: 0, max: 0x10ffff })).map((codes) => String.fromCodePoint(...codes)),
);

describe('parsePrice', () => {
  it('reads prices as shown or typed in pt-BR', () => {
    expect(parsePrice('R$ 1.234,56')).toBe(1234.56);
    expect(parsePrice('R$\u00a01.234,56')).toBe(1234.56);
    expect(parsePrice('1.234,56')).toBe(1234.56);
    expect(parsePrice('1234,5')).toBe(1234.5);
    expect(parsePrice('1234')).toBe(1234);
    expect(parsePrice('r$ 0,99')).toBe(0.99);
    expect(parsePrice(',5')).toBe(0.5);
    expect(parsePrice('10,')).toBe(10);
  });

  it('reads dots as thousands separators when they group 3 digits, as pt-BR writes them', () => {
    expect(parsePrice('1.234')).toBe(1234);
    expect(parsePrice('1.234.567')).toBe(1_234_567);
    expect(parsePrice('R$ 1.000.000,00')).toBe(1_000_000);
  });

  it('given a single dot followed by 1 or 2 digits, it reads it as a decimal point: BRL has 2 decimals', () => {
    expect(parsePrice('12.5')).toBe(12.5);
    expect(parsePrice('12.50')).toBe(12.5);
  });

  it('reads negative prices with the sign before or after the symbol', () => {
    expect(parsePrice('-R$ 10,00')).toBe(-10);
    expect(parsePrice('R$ -10,00')).toBe(-10);
    expect(parsePrice('-0,00')).toBe(0);
  });

  it('given text without a price, it gives undefined', () => {
    for (const value of [
      '',
      'R$',
      '-',
      'abc',
      '1,2,3',
      '1.23.456',
      '12,34.56',
      'R$ 1O,00',
      '1.2345',
      '--1',
    ]) {
      expect(parsePrice(value)).toBeUndefined();
    }
    expect(parsePrice(null)).toBeUndefined();
    expect(parsePrice(undefined)).toBeUndefined();
  });

  it('given any string, it never throws and gives undefined or a finite number', () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const parsed = parsePrice(value);
        expect(parsed === undefined || Number.isFinite(parsed)).toBe(true);
      }),
    );
  });
});
