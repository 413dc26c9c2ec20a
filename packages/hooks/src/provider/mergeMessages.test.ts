import { describe, expect, it } from 'vitest';
import { defaultMessages } from './defaultMessages';
import { mergeMessages } from './mergeMessages';

describe('mergeMessages', () => {
  it('replaces only the texts given, section by section, and never modifies the defaults', () => {
    const merged = mergeMessages(defaultMessages, {
      rules: { cartEmpty: 'Sacola vazia', stockLimitCard: (stock) => `Só ${stock}` },
      forms: { quote: { emailInvalid: 'E-mail inválido' } },
    });
    expect(merged.rules.cartEmpty).toBe('Sacola vazia');
    expect(merged.rules.stockLimitCard(2)).toBe('Só 2');
    expect(merged.rules.checkoutBlocked).toBe('Ops.. Exclua os produtos esgotados do carrinho.');
    expect(merged.forms.quote.emailInvalid).toBe('E-mail inválido');
    expect(merged.forms.quote.phoneInvalid).toBe('Informe um Telefone Valido');
    expect(defaultMessages.rules.cartEmpty).toBe('Seu Carrinho esta vazio.');
    expect(defaultMessages.forms.quote.emailInvalid).toBe('E-mail Invalido');
  });

  it('given no override or undefined fields, keeps the base', () => {
    expect(mergeMessages(defaultMessages, undefined)).toBe(defaultMessages);
    expect(mergeMessages(defaultMessages, { rules: { cartEmpty: undefined } }).rules.cartEmpty).toBe(
      'Seu Carrinho esta vazio.',
    );
  });
});
