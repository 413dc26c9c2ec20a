import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCardExpiry } from './isValidCardExpiry';

// Any text: ASCII, whole graphemes (accents, emoji) and raw code points including lone surrogates.
// (fc.string({ unit: 'binary' }) covers the same ground but costs over a second to set up per file.)
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.integer({ min: 0, max: 0x10ffff })).map((codes) => String.fromCodePoint(...codes)),
);

const today = new Date(2026, 5, 15, 12); // June 2026

describe('isValidCardExpiry', () => {
  it('given this month, it accepts it: the card works until the end of the month', () => {
    expect(isValidCardExpiry('06/26', today)).toBe(true);
  });

  it('given last month, it rejects it', () => {
    expect(isValidCardExpiry('05/26', today)).toBe(false);
    expect(isValidCardExpiry('12/25', today)).toBe(false);
  });

  it('given a future month, it accepts it as MM/YY, MMYY or MM/YYYY', () => {
    expect(isValidCardExpiry('07/26', today)).toBe(true);
    expect(isValidCardExpiry('0131', today)).toBe(true);
    expect(isValidCardExpiry('01/2031', today)).toBe(true);
  });

  it('given a month outside 1–12, it rejects it', () => {
    expect(isValidCardExpiry('00/27', today)).toBe(false);
    expect(isValidCardExpiry('13/27', today)).toBe(false);
  });

  it('given other formats, it rejects them', () => {
    for (const value of ['', '6/27', '06/7', '06-27', 'MM/YY', '06/270']) {
      expect(isValidCardExpiry(value, today)).toBe(false);
    }
  });

  it('given January at the turn of a year, it compares years as well as months', () => {
    const january = new Date(2027, 0, 1, 12);
    expect(isValidCardExpiry('12/26', january)).toBe(false);
    expect(isValidCardExpiry('01/27', january)).toBe(true);
  });

  it('given any string, it never throws', () => {
    fc.assert(fc.property(anyString, (value) => typeof isValidCardExpiry(value, today) === 'boolean'));
  });
});
