import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskCnpj } from '../format/maskCnpj';
import { isValidCnpj } from './isValidCnpj';

// Any text: ASCII, whole graphemes (accents, emoji) and raw code points including lone surrogates.
// (fc.string({ unit: 'binary' }) covers the same ground but costs over a second to set up per file.)
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.integer({ min: 0, max: 0x10ffff })).map((codes) => String.fromCodePoint(...codes)),
);

// Independent computation with the Receita Federal's published weight tables; value = ASCII code − 48.
const firstWeights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const secondWeights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
function checkDigit(characters: string, weights: number[]): number {
  const sum = weights.reduce(
    (total, weight, index) => total + weight * (characters.charCodeAt(index) - 48),
    0,
  );
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}
function completeCnpj(base: string): string {
  const first = checkDigit(base, firstWeights);
  return `${base}${first}${checkDigit(`${base}${first}`, secondWeights)}`;
}
const digitCharacter = fc.constantFrom(...'0123456789'.split(''));
const alphanumericCharacter = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const numericCnpjArbitrary = fc
  .array(digitCharacter, { minLength: 12, maxLength: 12 })
  .map((characters) => completeCnpj(characters.join('')))
  .filter((cnpj) => !/^(.)\1{13}$/.test(cnpj));
const alphanumericCnpjArbitrary = fc
  .array(alphanumericCharacter, { minLength: 12, maxLength: 12 })
  .map((characters) => completeCnpj(characters.join('')))
  .filter((cnpj) => !/^(.)\1{13}$/.test(cnpj));

describe('isValidCnpj', () => {
  it('given known valid numeric CNPJs, bare or masked, it accepts them', () => {
    for (const cnpj of ['11.222.333/0001-81', '11222333000181', '45.997.418/0001-53', '00.000.000/0001-91']) {
      expect(isValidCnpj(cnpj)).toBe(true);
    }
  });

  it('given the alphanumeric CNPJ 12.ABC.345/01DE-35, it accepts it masked, bare and in lowercase', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('given a CNPJ with a wrong check digit, it is rejected', () => {
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DF-35')).toBe(false);
  });

  it('given repeated values, it rejects them', () => {
    for (let digit = 0; digit <= 9; digit++) expect(isValidCnpj(String(digit).repeat(14))).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
  });

  it('given letters in the check digits, the wrong length or stray symbols, it rejects the value', () => {
    for (const value of [
      '',
      '1122233300018',
      '112223330001811',
      '12.ABC.345/01DE-3A',
      '11.222.333/0001_81',
      '11 222 333 0001 81',
    ]) {
      expect(isValidCnpj(value)).toBe(false);
    }
    expect(isValidCnpj(undefined)).toBe(false);
  });

  it('given any generated numeric or alphanumeric CNPJ with computed check digits, it accepts it bare and masked', () => {
    fc.assert(
      fc.property(fc.oneof(numericCnpjArbitrary, alphanumericCnpjArbitrary), (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(maskCnpj(cnpj))).toBe(true);
      }),
    );
  });

  it('given a valid numeric CNPJ with any single digit changed, it rejects it unless the check digits still match', () => {
    fc.assert(
      fc.property(
        numericCnpjArbitrary,
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (cnpj, position, shift) => {
          const changed = (Number(cnpj[position]) + shift) % 10;
          const altered = `${cnpj.slice(0, position)}${changed}${cnpj.slice(position + 1)}`;
          // Mod 11 maps remainders 0 and 1 to the same digit, so a rare change keeps both check digits.
          fc.pre(completeCnpj(altered.slice(0, 12)) !== altered);
          expect(isValidCnpj(altered)).toBe(false);
        },
      ),
    );
  });

  it('given a valid alphanumeric CNPJ with one of its first 12 characters changed, it rejects it unless the check digits still match', () => {
    fc.assert(
      fc.property(
        alphanumericCnpjArbitrary,
        fc.integer({ min: 0, max: 11 }),
        alphanumericCharacter,
        (cnpj, position, replacement) => {
          const altered = `${cnpj.slice(0, position)}${replacement}${cnpj.slice(position + 1)}`;
          // Characters 11 values apart (e.g. '0' and 'B') weigh the same modulo 11, and remainders 0 and 1 give the
          // same digit: such changes keep the check digits and no algorithm of this kind can detect them.
          fc.pre(completeCnpj(altered.slice(0, 12)) !== altered);
          expect(isValidCnpj(altered)).toBe(false);
        },
      ),
    );
  });

  it('given any string, it never throws', () => {
    fc.assert(
      fc.property(anyString, (value) => {
        expect(typeof isValidCnpj(value)).toBe('boolean');
      }),
    );
  });
});
