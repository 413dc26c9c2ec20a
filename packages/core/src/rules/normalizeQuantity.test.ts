import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeQuantity } from './normalizeQuantity';

describe('normalizeQuantity', () => {
  it('keeps a valid quantity', () => {
    expect(normalizeQuantity(3)).toEqual({ ok: true, value: 3 });
    expect(normalizeQuantity('12')).toEqual({ ok: true, value: 12 });
    expect(normalizeQuantity(9999)).toEqual({ ok: true, value: 9999 });
  });

  it('rounds the typed value', () => {
    expect(normalizeQuantity(2.6).value).toBe(3);
    expect(normalizeQuantity(' 2,4 ').value).toBe(2);
  });

  it('given empty, invalid or non-positive input, it resets to 1 without a message', () => {
    for (const input of ['', 'abc', '-3', 0, -1, 0.4, Number.NaN, null, undefined]) {
      expect(normalizeQuantity(input)).toEqual({ ok: false, value: 1 });
    }
  });

  it("given a value above 9999, it reverts to the previous value with 'Por favor, digite um valor entre 1 e 9999'", () => {
    expect(normalizeQuantity(10000, { previous: 4 })).toEqual({
      ok: false,
      value: 4,
      message: 'Por favor, digite um valor entre 1 e 9999',
    });
    expect(normalizeQuantity('123456').value).toBe(1);
  });

  it('is always an integer between 1 and 9999, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double(), fc.integer()),
        fc.option(fc.double(), { nil: undefined }),
        (input, previous) => {
          const { value } = normalizeQuantity(input, previous === undefined ? {} : { previous });
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(1);
          expect(value).toBeLessThanOrEqual(9999);
        },
      ),
    );
  });
});
