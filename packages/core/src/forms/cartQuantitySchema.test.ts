import { describe, expect, it } from 'vitest';
import { cartQuantitySchema } from './cartQuantitySchema';

const message = 'Por favor, digite um valor entre 1 e 9999';

describe('cartQuantitySchema', () => {
  it('given 1 to 9999, as a number or the input string, it parses the number', () => {
    expect(cartQuantitySchema.parse(1)).toBe(1);
    expect(cartQuantitySchema.parse('9999')).toBe(9999);
    expect(cartQuantitySchema.parse(' 12 ')).toBe(12);
  });

  it('given 0, 10000, a fraction, an empty value or text, it shows the spec message', () => {
    for (const value of [0, 10000, -1, 1.5, '', 'abc', '1e3', undefined, null, Number.NaN]) {
      expect(cartQuantitySchema.safeParse(value).error?.issues[0]?.message).toBe(message);
    }
  });
});
