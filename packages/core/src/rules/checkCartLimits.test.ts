import { describe, expect, it } from 'vitest';
import { checkCartLimits } from './checkCartLimits';

const line = (
  name: string,
  quantity: number,
  price: number,
  limit?: { tipo: string; minimo: number; maximo: number },
) => ({
  name,
  quantity,
  price,
  stock: 100,
  limit,
});

describe('checkCartLimits', () => {
  it('given lines within their limits, the cart passes', () => {
    const cart = { items: [line('Camiseta', 2, 30, { tipo: 'Q', minimo: 1, maximo: 5 })], minValue: 50 };
    expect(checkCartLimits(cart)).toEqual({ ok: true, failures: [] });
  });

  it('given a quantity below the item minimum or above its maximum (tipo Q), it names the line and the limit', () => {
    const low = line('Camiseta', 1, 30, { tipo: 'Q', minimo: 3, maximo: 0 });
    const high = line('Boné', 7, 20, { tipo: 'q', minimo: 0, maximo: 6 });
    const { ok, failures } = checkCartLimits({ items: [low, high] });
    expect(ok).toBe(false);
    expect(failures).toEqual([
      {
        kind: 'min-quantity',
        line: low,
        limit: 3,
        actual: 1,
        message: 'A quantidade mínima de Camiseta é de 3 unidades.',
      },
      {
        kind: 'max-quantity',
        line: high,
        limit: 6,
        actual: 7,
        message: 'A quantidade máxima de Boné é de 6 unidades.',
      },
    ]);
  });

  it('given a cart value below a tipo V minimum, it says the minimum order value in BRL', () => {
    const cart = { items: [line('Camiseta', 1, 30, { tipo: 'V', minimo: 100, maximo: 0 })] };
    expect(checkCartLimits(cart).failures).toEqual([
      {
        kind: 'min-value',
        line: undefined,
        limit: 100,
        actual: 30,
        message: 'O valor mínimo do pedido é de R$\u00a0100,00.',
      },
    ]);
  });

  it("given a cart above the cart's maxValue, it fails, using the server's subTotal when present", () => {
    const cart = { items: [line('TV', 1, 5000)], subTotal: 4800, maxValue: 4000 };
    expect(checkCartLimits(cart).failures).toMatchObject([{ kind: 'max-value', limit: 4000, actual: 4800 }]);
  });

  it('applies the strictest of several value bounds', () => {
    const cart = { items: [line('A', 1, 60, { tipo: 'V', minimo: 80, maximo: 0 })], minValue: 50 };
    expect(checkCartLimits(cart).failures[0]).toMatchObject({ kind: 'min-value', limit: 80 });
  });

  it('uses an override for the texts', () => {
    const cart = { items: [line('A', 1, 10)], minValue: 20 };
    const { failures } = checkCartLimits(cart, { limitMinValue: (price) => `Mínimo ${price}` });
    expect(failures[0]?.message).toBe('Mínimo R$\u00a020,00');
  });
});
