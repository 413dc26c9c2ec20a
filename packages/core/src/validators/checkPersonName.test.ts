import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPersonName, isValidPersonName, PERSON_NAME_MAX_LENGTH } from './checkPersonName';

describe('checkPersonName', () => {
  it('given first and last names with accents, apostrophes or hyphens, it accepts them', () => {
    for (const name of [
      'Maria Silva',
      'José Ávila',
      'Ana Maria da Conceição',
      "Joana D'Arc",
      'Ana-Maria Souza',
      'Jean-Luc Picard',
      'Shaquille O’Neal',
      'Zé Ninguém',
      '  Maria Silva  ',
      'Jose\u0301 Avila',
    ]) {
      expect(checkPersonName(name), name).toBe('valid');
    }
  });

  it('given a single word, a one-letter first name, digits or stray punctuation, it answers invalid', () => {
    for (const name of [
      'Maria',
      'A Silva',
      'Maria 2',
      'Maria_Silva',
      'M4ria Silva',
      "'Ana Silva",
      'Ana- Silva',
      'Ana Silva-',
      "Ana ''Silva",
    ]) {
      expect(checkPersonName(name), name).toBe('invalid');
    }
  });

  it('given a blank value, it answers empty', () => {
    expect(checkPersonName('')).toBe('empty');
    expect(checkPersonName('   ')).toBe('empty');
    expect(checkPersonName(undefined)).toBe('empty');
  });

  it(`given more than ${PERSON_NAME_MAX_LENGTH} characters, it answers tooLong; exactly ${PERSON_NAME_MAX_LENGTH} is valid`, () => {
    const atLimit = `Maria ${'a'.repeat(PERSON_NAME_MAX_LENGTH - 6)}`;
    expect(atLimit).toHaveLength(PERSON_NAME_MAX_LENGTH);
    expect(checkPersonName(atLimit)).toBe('valid');
    expect(checkPersonName(`${atLimit}a`)).toBe('tooLong');
    expect(checkPersonName(`Maria ${'a'.repeat(10_000)}`)).toBe('tooLong');
  });

  it('given any string, it never throws and isValidPersonName agrees', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(isValidPersonName(value)).toBe(checkPersonName(value) === 'valid');
      }),
    );
  });
});
