import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPhone } from '../format/maskPhone';
import { BRAZILIAN_AREA_CODES } from './brazilianAreaCodes';
import { isValidPhone } from './isValidPhone';

// Any text: ASCII, whole graphemes (accents, emoji) and raw code points including lone surrogates.
// (fc.string({ unit: 'binary' }) covers the same ground but costs over a second to set up per file.)
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.integer({ min: 0, max: 0x10ffff })).map((codes) => String.fromCodePoint(...codes)),
);

describe('isValidPhone', () => {
  it('given a mobile with area code 11, masked or bare, it accepts it', () => {
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('11987654321')).toBe(true);
    expect(isValidPhone('11 98765 4321')).toBe(true);
  });

  it('given a landline with area code 11, masked or bare, it accepts it', () => {
    expect(isValidPhone('(11) 3456-7890')).toBe(true);
    expect(isValidPhone('1134567890')).toBe(true);
  });

  it('given a leading 0 trunk prefix or +55, it removes it before checking', () => {
    expect(isValidPhone('011987654321')).toBe(true);
    expect(isValidPhone('(011) 3456-7890')).toBe(true);
    expect(isValidPhone('+55 11 98765-4321')).toBe(true);
    expect(isValidPhone('+1 212 555 0100')).toBe(false);
  });

  it('given area code 20, which does not exist, it rejects the number', () => {
    expect(isValidPhone('(20) 98765-4321')).toBe(false);
    expect(isValidPhone('2034567890')).toBe(false);
  });

  it('given requireAreaCode false, it accepts an unassigned area code but still checks the number', () => {
    expect(isValidPhone('(23) 98765-4321')).toBe(false);
    expect(isValidPhone('(23) 98765-4321', { requireAreaCode: false })).toBe(true);
    expect(isValidPhone('(23) 88765-4321', { requireAreaCode: false })).toBe(false);
    // No area code has a 0 in it, assigned or not.
    expect(isValidPhone('(20) 98765-4321', { requireAreaCode: false })).toBe(false);
    expect(isValidPhone('(01) 98765-4321', { requireAreaCode: false })).toBe(false);
  });

  it('given 11 digits not starting with 9 after the area code, it rejects them: only mobiles have 11 digits', () => {
    expect(isValidPhone('(11) 88765-4321')).toBe(false);
    expect(isValidPhone('(11) 38765-4321')).toBe(false);
  });

  it('given a landline starting with 6, such as a Curitiba number, it accepts it, masked or bare', () => {
    expect(isValidPhone('(41) 6347-1234')).toBe(true);
    expect(isValidPhone('4163471234')).toBe(true);
    expect(isValidPhone('+55 41 6347-1234')).toBe(true);
    expect(isValidPhone(maskPhone('4163471234'))).toBe(true);
  });

  it('given 10 digits whose number does not start with 2 to 6, it rejects them', () => {
    expect(isValidPhone('(11) 9876-5432')).toBe(false);
    expect(isValidPhone('(11) 1234-5678')).toBe(false);
    expect(isValidPhone('(11) 7234-5678')).toBe(false);
    expect(isValidPhone('(11) 8234-5678')).toBe(false);
    expect(isValidPhone('(11) 0234-5678')).toBe(false);
  });

  it('given 11 digits starting with 6 after the area code, it rejects them: 6 starts only landlines', () => {
    expect(isValidPhone('(41) 63471-2345')).toBe(false);
  });

  it('given the wrong number of digits or letters, it rejects the value', () => {
    for (const value of ['', '(11) 98765-432', '(11) 98765-43210', '9876-5432', '(11) 9876a-4321', 'abc']) {
      expect(isValidPhone(value)).toBe(false);
    }
    expect(isValidPhone(undefined)).toBe(false);
  });

  it('given any real area code with a mobile or landline number, it accepts it, masked by maskPhone too', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BRAZILIAN_AREA_CODES),
        fc.boolean(),
        fc.stringMatching(/^\d{8}$/),
        fc.integer({ min: 2, max: 6 }),
        (areaCode, mobile, rest, landlineStart) => {
          const phone = mobile ? `${areaCode}9${rest}` : `${areaCode}${landlineStart}${rest.slice(1)}`;
          expect(isValidPhone(phone)).toBe(true);
          expect(isValidPhone(maskPhone(phone))).toBe(true);
        },
      ),
    );
  });

  it('given any string, it never throws', () => {
    fc.assert(
      fc.property(anyString, fc.boolean(), (value, requireAreaCode) => {
        expect(typeof isValidPhone(value, { requireAreaCode })).toBe('boolean');
      }),
    );
  });
});
