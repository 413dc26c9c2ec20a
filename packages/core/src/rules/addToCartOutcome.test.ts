import { describe, expect, it } from 'vitest';
import { addToCartOutcome } from './addToCartOutcome';

const success = {
  ok: true,
  title: 'Adicionado ao Carrinho!',
  detail: 'Produto adicionado no carrinho com sucesso!',
};
const failure = { ok: false, message: 'Erro ao adicionar ao Carrinho!' };

describe('addToCartOutcome', () => {
  it('given 1 or any truthy reply, the product was added', () => {
    for (const reply of [1, true, 'ok', { idCartItem: 9 }]) expect(addToCartOutcome(reply)).toEqual(success);
  });

  it("given 0, false, an empty reply or '0' / 'false' as text, it shows 'Erro ao adicionar ao Carrinho!'", () => {
    for (const reply of [0, false, null, undefined, '', '0', 'false'])
      expect(addToCartOutcome(reply)).toEqual(failure);
  });
});
