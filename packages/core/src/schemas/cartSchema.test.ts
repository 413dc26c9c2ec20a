import { describe, expect, it } from 'vitest';
import { cartSchema } from './cartSchema';

const item = {
  idCartItem: 5,
  idProduct: 10,
  idSku: 31,
  name: 'Camiseta Básica',
  quantity: 2,
  price: 59.9,
  stock: 12,
};
const totals = { total: 119.8, subTotal: 119.8, totalDiscount: 0, totalShipping: 0 };

describe('cartSchema', () => {
  it('given a cart with items and limits, it parses them', () => {
    const cart = cartSchema.parse({
      ...totals,
      items: [
        {
          ...item,
          flagExhausted: 0,
          cartItemVariations: [{ nameReference: 'Cor', nameVariation: 'Preto' }],
          limit: { tipo: 'Q', minimo: 1, maximo: 5 },
          productImage: { imageDefault: '/img/10.webp' },
        },
      ],
      minValue: 50,
    });
    expect(cart.items[0]).toMatchObject({ flagExhausted: false, limit: { tipo: 'Q', maximo: 5 } });
    expect(cart.minValue).toBe(50);
  });

  it('given a fractional quantity, it rejects the cart; a whole one parses', () => {
    const fractional = cartSchema.safeParse({ ...totals, items: [{ ...item, quantity: 1.5 }] });
    expect(fractional.success).toBe(false);
    expect(fractional.error?.issues[0]).toMatchObject({
      path: ['items', 0, 'quantity'],
      message: 'Expected an integer',
    });
    expect(cartSchema.parse({ ...totals, items: [{ ...item, quantity: 3 }] }).items[0]?.quantity).toBe(3);
  });

  it('given a limit of an unknown type, it rejects the cart', () => {
    const result = cartSchema.safeParse({
      ...totals,
      items: [{ ...item, limit: { tipo: 'X', minimo: 1, maximo: 5 } }],
    });
    expect(result.success).toBe(false);
  });

  it('given a fractional quantity, it rejects the cart', () => {
    expect(cartSchema.safeParse({ ...totals, items: [{ ...item, quantity: 1.5 }] }).success).toBe(false);
  });

  it('given a total as text, it rejects the cart', () => {
    expect(cartSchema.safeParse({ ...totals, total: '119.80', items: [] }).success).toBe(false);
  });
});
