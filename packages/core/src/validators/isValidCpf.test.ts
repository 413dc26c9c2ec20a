import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskCpf } from '../format/maskCpf';
import { isValidCpf } from './isValidCpf';

// Any text: ASCII, whole graphemes (accents, emoji) and raw code points including lone surrogates.
// (fc.string({ unit: 'binary' }) covers the same ground but costs over a second to set up per file.)
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.integer({ min: 0, max: 0x10ffff })).map((codes) => String.fromCodePoint(...codes)),
);

// Independent check-digit computation with explicit weight tables, so the test does not mirror the implementation.
const firstWeights = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const secondWeights = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const digit = 11 - (sum % 11);
  return digit >= 10 ? 0 : digit;
}
function completeCpf(base: number[]): string {
  const first = checkDigit(base, firstWeights);
  const second = checkDigit([...base, first], secondWeights);
  return [...base, first, second].join('');
}
const validCpfArbitrary = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map(completeCpf)
  .filter((cpf) => !/^(\d)\1{10}$/.test(cpf) && cpf !== '12345678909');

describe('isValidCpf', () => {
  it('given known valid CPFs, bare or masked, it accepts them', () => {
    for (const cpf of [
      '529.982.247-25',
      '52998224725',
      '111.444.777-35',
      '11144477735',
      ' 390.533.447-05 ',
    ]) {
      expect(isValidCpf(cpf)).toBe(true);
    }
  });

  it('given a CPF with a wrong check digit, it is rejected', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
  });

  it('given repeated-digit CPFs or the sample 123.456.789-09, it rejects them even though their digits check', () => {
    for (let digit = 0; digit <= 9; digit++) expect(isValidCpf(String(digit).repeat(11))).toBe(false);
    expect(isValidCpf('123.456.789-09')).toBe(false);
    expect(isValidCpf('12345678909')).toBe(false);
  });

  it('given the wrong length, letters or stray symbols, it rejects the value', () => {
    for (const value of [
      '',
      '5299822472',
      '529982247250',
      '529.982.247-2a',
      '529/982/247-25',
      '529..982.247-25',
    ]) {
      expect(isValidCpf(value)).toBe(false);
    }
    expect(isValidCpf(undefined)).toBe(false);
    expect(isValidCpf(null)).toBe(false);
  });

  it('given any generated CPF with computed check digits, it accepts it bare and masked', () => {
    fc.assert(
      fc.property(validCpfArbitrary, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(maskCpf(cpf))).toBe(true);
      }),
    );
  });

  it('given a valid CPF with any single digit changed, it rejects it unless the change keeps both check digits', () => {
    fc.assert(
      fc.property(
        validCpfArbitrary,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (cpf, position, shift) => {
          const changed = (Number(cpf[position]) + shift) % 10;
          const altered = `${cpf.slice(0, position)}${changed}${cpf.slice(position + 1)}`;
          // Mod 11 maps remainders 0 and 1 to the same digit, so a rare change keeps both check digits (see below).
          fc.pre(completeCpf([...altered.slice(0, 9)].map(Number)) !== altered);
          expect(isValidCpf(altered)).toBe(false);
        },
      ),
    );
  });

  it('given two CPFs that differ in one digit but share check digits, it accepts both: the algorithm cannot tell', () => {
    expect(isValidCpf('100.047.514-00')).toBe(true);
    expect(isValidCpf('200.047.514-00')).toBe(true);
  });

  it('given any string, it never throws', () => {
    fc.assert(
      fc.property(anyString, (value) => {
        expect(typeof isValidCpf(value)).toBe('boolean');
      }),
    );
  });
});
