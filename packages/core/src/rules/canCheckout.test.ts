import { describe, expect, it } from 'vitest';
import { canCheckout } from './canCheckout';
import { outOfStockLines } from './outOfStockLines';

const line = (idCartItem: number, stock: number, flagExhausted = false) => ({
  idCartItem,
  name: `Produto ${idCartItem}`,
  quantity: 1,
  price: 10,
  stock,
  flagExhausted,
});

describe('outOfStockLines', () => {
  it('lists the lines with zero stock or flagExhausted, in cart order', () => {
    const lines = [line(1, 4), line(2, 0), line(3, 9, true), line(4, 1)];
    expect(outOfStockLines(lines).map((l) => l.idCartItem)).toEqual([2, 3]);
    expect(outOfStockLines(undefined)).toEqual([]);
  });
});

describe('canCheckout', () => {
  it('given every line in stock, checkout may proceed', () => {
    expect(canCheckout({ items: [line(1, 4), line(2, 1)] })).toEqual({ ok: true });
  });

  it("given an out-of-stock line, it is blocked with 'Ops.. Exclua os produtos esgotados do carrinho.'", () => {
    const result = canCheckout({ items: [line(1, 4), line(2, 0)] });
    expect(result).toMatchObject({
      ok: false,
      reason: 'out-of-stock',
      message: 'Ops.. Exclua os produtos esgotados do carrinho.',
    });
    expect(result.ok === false && result.lines.map((l) => l.idCartItem)).toEqual([2]);
  });

  it("given an empty cart, it is blocked with 'Seu Carrinho esta vazio.'", () => {
    expect(canCheckout({ items: [] })).toEqual({
      ok: false,
      reason: 'empty',
      message: 'Seu Carrinho esta vazio.',
      lines: [],
    });
  });
});
