import { describe, expect, it } from 'vitest';
import { canCheckout } from './canCheckout';
import { normalizeQuantity } from './normalizeQuantity';
import { ruleMessages } from './ruleMessages';

describe('ruleMessages', () => {
  it("holds the spec's texts verbatim", () => {
    expect(ruleMessages.checkoutBlocked).toBe('Ops.. Exclua os produtos esgotados do carrinho.');
    expect(ruleMessages.cartEmpty).toBe('Seu Carrinho esta vazio.');
    expect(ruleMessages.noSkuOnBuy).toBe('Selecione as variações do produto para compra-lo.');
    expect(ruleMessages.noInstallments).toBe('Nenhum parcelamento disponível para o produto');
    expect(ruleMessages.quantityOutOfRange).toBe('Por favor, digite um valor entre 1 e 9999');
  });

  it('lets a provider replace one text while the others keep their defaults', () => {
    const messages = { checkoutBlocked: 'Remova os itens esgotados.' };
    const lines = [{ quantity: 1, price: 10, stock: 0 }];
    expect(canCheckout({ items: lines }, messages)).toMatchObject({ message: 'Remova os itens esgotados.' });
    expect(normalizeQuantity(10000, { messages }).message).toBe('Por favor, digite um valor entre 1 e 9999');
  });
});
