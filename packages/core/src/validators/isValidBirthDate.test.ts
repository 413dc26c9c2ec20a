import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthDatePattern, isValidBirthDate } from './isValidBirthDate';

// Any text: ASCII, whole graphemes (accents, emoji) and raw code points including lone surrogates.
// (fc.string({ unit: 'binary' }) covers the same ground but costs over a second to set up per file.)
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.integer({ min: 0, max: 0x10ffff })).map((codes) => String.fromCodePoint(...codes)),
);

// Local noon, so the date is the same whatever the machine's time zone.
const today = new Date(2026, 5, 15, 12, 0, 0);

describe('isValidBirthDate', () => {
  it('given a real date of someone aged between 10 and 100, it accepts it masked or bare', () => {
    expect(isValidBirthDate('20/03/1990', today)).toBe(true);
    expect(isValidBirthDate('20031990', today)).toBe(true);
  });

  it('given dates that do not exist, it rejects them', () => {
    expect(isValidBirthDate('31/02/1990', today)).toBe(false);
    expect(isValidBirthDate('31/04/1990', today)).toBe(false);
    expect(isValidBirthDate('00/01/1990', today)).toBe(false);
    expect(isValidBirthDate('10/13/1990', today)).toBe(false);
    expect(isValidBirthDate('10/00/1990', today)).toBe(false);
  });

  it('given 29 February, it accepts it only in leap years (2000 yes, 1900 and 2001 no)', () => {
    const later = new Date(2050, 0, 1, 12);
    expect(isValidBirthDate('29/02/1996', today)).toBe(true);
    expect(isValidBirthDate('29/02/2000', today)).toBe(true);
    expect(isValidBirthDate('29/02/2001', today)).toBe(false);
    expect(isValidBirthDate('29/02/1900', later)).toBe(false);
    expect(isValidBirthDate('28/02/1900', new Date(1990, 0, 1, 12))).toBe(true);
  });

  it('given someone turning 10 today, it accepts them; one day younger, it rejects them', () => {
    expect(isValidBirthDate('15/06/2016', today)).toBe(true);
    expect(isValidBirthDate('16/06/2016', today)).toBe(false);
  });

  it('given someone who is still 100, it accepts them; on their 101st birthday, it rejects them', () => {
    expect(isValidBirthDate('16/06/1925', today)).toBe(true);
    expect(isValidBirthDate('15/06/1925', today)).toBe(false);
  });

  it('given a date in the future, it rejects it', () => {
    expect(isValidBirthDate('01/01/2030', today)).toBe(false);
  });

  it('given other formats, it rejects them', () => {
    for (const value of ['', '1990-03-20', '20/3/1990', '20/03/90', '20-03-1990', 'dd/mm/aaaa']) {
      expect(isValidBirthDate(value, today)).toBe(false);
    }
    expect(isValidBirthDate(undefined, today)).toBe(false);
  });

  it('given no today, it measures the age against the current date', () => {
    const thirtyYearsAgo = new Date().getFullYear() - 30;
    expect(isValidBirthDate(`01/01/${thirtyYearsAgo}`)).toBe(true);
    expect(isValidBirthDate(`01/01/${thirtyYearsAgo + 25}`)).toBe(false);
  });

  it('given any string, it never throws', () => {
    fc.assert(fc.property(anyString, (value) => typeof isValidBirthDate(value, today) === 'boolean'));
  });
});

describe('birthDatePattern', () => {
  const parts = (value: string) => birthDatePattern.exec(value)?.slice(1);

  it('reads DD/MM/YYYY and the 8 bare digits as day, month and year, the shapes the validator accepts', () => {
    expect(parts('05/03/1990')).toEqual(['05', '03', '1990']);
    expect(parts('05031990')).toEqual(['05', '03', '1990']);
  });

  it('leaves the calendar to the validator: 31/02 is read, and rejected by isValidBirthDate', () => {
    expect(parts('31/02/1990')).toEqual(['31', '02', '1990']);
    expect(isValidBirthDate('31/02/1990', today)).toBe(false);
  });

  it('reads no other text', () => {
    for (const value of ['', '1990-03-20', '5/3/1990', ' 05/03/1990', '05/03/90', 'dd/mm/aaaa']) {
      expect(parts(value)).toBeUndefined();
    }
  });

  it('reads every date the validator accepts', () => {
    fc.assert(
      fc.property(
        anyString,
        (value) => !isValidBirthDate(value, today) || birthDatePattern.test(value.trim()),
      ),
    );
  });
});
