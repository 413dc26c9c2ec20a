import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from './formatDecimal';

// The formatter is written out (no locale data to load on a phone): Intl.NumberFormat is its oracle.
const intl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

describe('formatDecimal', () => {
  it('writes a pt-BR number with up to two decimals', () => {
    expect(formatDecimal(12.5)).toBe('12,5');
    expect(formatDecimal(1234.567)).toBe('1.234,57');
    expect(formatDecimal(10)).toBe('10');
    expect(formatDecimal(1.005)).toBe('1,01');
  });

  it('given any value, it writes what Intl.NumberFormat writes in pt-BR', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e15, max: 1e15 }),
          fc.integer({ min: -10_000_000, max: 10_000_000 }).map((mills) => mills / 1000),
          fc.double({ min: -1, max: 1 }),
          fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0),
        ),
        (value) => {
          expect(formatDecimal(value)).toBe(intl.format(value));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
