import { describe, expect, it } from 'vitest';
import { capQuantityToStock } from './capQuantityToStock';

describe('capQuantityToStock', () => {
  it('keeps a quantity the stock covers', () => {
    expect(capQuantityToStock(3, 5, { context: 'card' })).toEqual({ ok: true, value: 3 });
    expect(capQuantityToStock(5, 5, { context: 'detail' })).toEqual({ ok: true, value: 5 });
  });

  it("on a card, caps at the stock with 'Temos apenas {n} em estoque.'", () => {
    expect(capQuantityToStock(8, 5, { context: 'card' })).toEqual({
      ok: false,
      value: 5,
      message: 'Temos apenas 5 em estoque.',
    });
  });

  it("on the detail page, caps at the stock with 'Temos apenas N itens em estoque' (singular for one)", () => {
    expect(capQuantityToStock(8, 5, { context: 'detail' }).message).toBe('Temos apenas 5 itens em estoque');
    expect(capQuantityToStock(2, 1, { context: 'detail' })).toEqual({
      ok: false,
      value: 1,
      message: 'Temos apenas 1 item em estoque',
    });
  });

  it('never goes below 1, even without stock', () => {
    expect(capQuantityToStock(3, 0, { context: 'card' })).toEqual({
      ok: false,
      value: 1,
      message: 'Temos apenas 0 em estoque.',
    });
  });
});
