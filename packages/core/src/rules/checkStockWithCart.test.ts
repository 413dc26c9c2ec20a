import { describe, expect, it } from 'vitest';
import { checkStockWithCart } from './checkStockWithCart';

describe('checkStockWithCart', () => {
  it('accepts a quantity that stock minus the cart covers', () => {
    expect(checkStockWithCart(2, 5, 3)).toEqual({ ok: true, value: 2 });
  });

  it('given several units in the cart, it says how many are there (plural)', () => {
    expect(checkStockWithCart(3, 5, 3)).toEqual({
      ok: false,
      value: 2,
      message: 'Temos apenas 5 itens em estoque, e já existem 3 unidades deste produto no carrinho.',
    });
  });

  it("given one unit in the cart, it says 'já existe 1 unidade'", () => {
    expect(checkStockWithCart(5, 5, 1).message).toBe(
      'Temos apenas 5 itens em estoque, e já existe 1 unidade deste produto no carrinho.',
    );
  });

  it('given the whole stock already in the cart, it offers 1 and explains', () => {
    expect(checkStockWithCart(1, 2, 2)).toEqual({
      ok: false,
      value: 1,
      message: 'Temos apenas 2 itens em estoque, e já existem 2 unidades deste produto no carrinho.',
    });
  });

  it('given nothing in the cart, it is the plain stock cap of the context', () => {
    expect(checkStockWithCart(7, 4, 0).message).toBe('Temos apenas 4 itens em estoque');
    expect(checkStockWithCart(7, 4, 0, { context: 'card' }).message).toBe('Temos apenas 4 em estoque.');
  });
});
