import { describe, expect, it } from 'vitest';
import { CART_TIMER_MARKER, cartCountReplySchema } from './cartCountReplySchema';

describe('cartCountReplySchema', () => {
  it('given a number, it answers the count', () => {
    expect(cartCountReplySchema.parse(0)).toEqual({ kind: 'count', count: 0 });
    expect(cartCountReplySchema.parse(4)).toEqual({ kind: 'count', count: 4 });
  });

  it('given a numeric text, it answers the count', () => {
    expect(cartCountReplySchema.parse('4')).toEqual({ kind: 'count', count: 4 });
  });

  it('given the timer marker, it answers the names of the removed products', () => {
    expect(cartCountReplySchema.parse(`${CART_TIMER_MARKER}Camiseta Básica|Tênis Runner`)).toEqual({
      kind: 'expired',
      removedProducts: ['Camiseta Básica', 'Tênis Runner'],
    });
  });

  it('given the timer marker with one name and stray separators, it keeps only the names', () => {
    expect(cartCountReplySchema.parse('[TIMER]Boné Aba Curva|')).toEqual({
      kind: 'expired',
      removedProducts: ['Boné Aba Curva'],
    });
  });

  it.each(['', '  ', 'três', 'TIMER]Camiseta', null, undefined, true, { count: 1 }])(
    'given %j, it rejects the reply',
    (reply) => {
      expect(cartCountReplySchema.safeParse(reply).success).toBe(false);
    },
  );
});
