import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCardNumber } from './isValidCardNumber';

// Any text: ASCII, whole graphemes (accents, emoji) and raw code points including lone surrogates.
// (fc.string({ unit: 'binary' }) covers the same ground but costs over a second to set up per file.)
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.integer({ min: 0, max: 0x10ffff })).map((codes) => String.fromCodePoint(...codes)),
);

// Independent Luhn: the check digit that makes the doubled-digit sum a multiple of 10.
function luhnCheckDigit(payload: string): number {
  const sum = [...payload]
    .reverse()
    .map(Number)
    .reduce((total, digit, index) => {
      if (index % 2 === 1) return total + digit;
      const doubled = digit * 2;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return (10 - (sum % 10)) % 10;
}

describe('isValidCardNumber', () => {
  it('given well-known test card numbers, spaced, hyphenated or bare, it accepts them', () => {
    for (const number of [
      '4111 1111 1111 1111',
      '5555-5555-5555-4444',
      '378282246310005',
      '6062825624254001',
    ]) {
      expect(isValidCardNumber(number)).toBe(true);
    }
  });

  it('given a number failing the Luhn check, it rejects it', () => {
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('5555555555554440')).toBe(false);
  });

  it('given fewer than 12 or more than 19 digits, all zeros, letters or other symbols, it rejects the value', () => {
    for (const value of [
      '',
      '42424242426',
      '42424242424242424242',
      '0000 0000 0000 0000',
      '4111 1111 1111 111a',
      '4111.1111.1111.1111',
    ]) {
      expect(isValidCardNumber(value)).toBe(false);
    }
  });

  it('given a generated number with its Luhn digit, it accepts it; with any single digit changed, it rejects it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{11,17}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (payload, positionSeed, shift) => {
          const number = `${payload}${luhnCheckDigit(payload)}`;
          expect(isValidCardNumber(number)).toBe(true);
          const position = positionSeed % number.length;
          const changed = (Number(number[position]) + shift) % 10;
          expect(
            isValidCardNumber(`${number.slice(0, position)}${changed}${number.slice(position + 1)}`),
          ).toBe(false);
        },
      ),
    );
  });

  it('given any string, it never throws', () => {
    fc.assert(fc.property(anyString, (value) => typeof isValidCardNumber(value) === 'boolean'));
  });
});
