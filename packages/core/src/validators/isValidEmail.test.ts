import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from './isValidEmail';

// Any text: ASCII, whole graphemes (accents, emoji) and raw code points including lone surrogates.
// (fc.string({ unit: 'binary' }) covers the same ground but costs over a second to set up per file.)
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.integer({ min: 0, max: 0x10ffff })).map((codes) => String.fromCodePoint(...codes)),
);

describe('isValidEmail', () => {
  it('given ordinary addresses, it accepts them', () => {
    for (const email of [
      'maria@example.com',
      'maria.silva@loja.com.br',
      'joao+pedidos@empresa.net',
      'o_reilly-99@sub.dominio.org',
      "a!#$%&'*+/=?^_`{|}~-@x.co",
    ]) {
      expect(isValidEmail(email)).toBe(true);
    }
  });

  it('given consecutive dots or a dot at either end of the local part, it rejects the address', () => {
    expect(isValidEmail('maria..silva@example.com')).toBe(false);
    expect(isValidEmail('.maria@example.com')).toBe(false);
    expect(isValidEmail('maria.@example.com')).toBe(false);
    expect(isValidEmail('maria@example..com')).toBe(false);
  });

  it('given a missing or repeated @, it rejects the address', () => {
    expect(isValidEmail('maria.example.com')).toBe(false);
    expect(isValidEmail('maria@@example.com')).toBe(false);
    expect(isValidEmail('maria@silva@example.com')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail('maria@')).toBe(false);
  });

  it('given a domain without a top-level domain of at least 2 letters, it rejects the address', () => {
    expect(isValidEmail('maria@localhost')).toBe(false);
    expect(isValidEmail('maria@example.c')).toBe(false);
    expect(isValidEmail('maria@example.c0m')).toBe(false);
    expect(isValidEmail('maria@example.')).toBe(false);
    expect(isValidEmail('maria@-example.com')).toBe(false);
    expect(isValidEmail('maria@example-.com')).toBe(false);
  });

  it('given spaces anywhere, it rejects the address', () => {
    expect(isValidEmail('maria silva@example.com')).toBe(false);
    expect(isValidEmail('maria@exam ple.com')).toBe(false);
    expect(isValidEmail(' maria@example.com')).toBe(false);
    expect(isValidEmail('maria@example.com ')).toBe(false);
  });

  it('given a local part over 64 characters or an address over 254, it rejects it', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const longDomain = `${'d'.repeat(62)}.${'e'.repeat(62)}.${'f'.repeat(62)}.${'g'.repeat(62)}.com`; // 255 characters
    expect(isValidEmail(`ab@${longDomain}`)).toBe(false);
  });

  it('given an empty value, null or undefined, it rejects it', () => {
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
  });

  it('given any string, it never throws, and never accepts one with whitespace', () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const valid = isValidEmail(value);
        if (/\s/.test(value)) expect(valid).toBe(false);
      }),
    );
  });
});
