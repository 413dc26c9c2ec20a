import { describe, expect, it } from 'vitest';
import { timerExpiryMessage } from './timerExpiryMessage';

describe('timerExpiryMessage', () => {
  it("given one removed product, it says 'foi removido'", () => {
    expect(timerExpiryMessage(['Camiseta Azul'])).toBe(
      'O TEMPO EXPIROU E Camiseta Azul foi removido do carrinho',
    );
  });

  it("given several, it lists them and says 'foram removidos'", () => {
    expect(timerExpiryMessage(['Camiseta', 'Calça', 'Boné'])).toBe(
      'O TEMPO EXPIROU E Camiseta, Calça e Boné foram removidos do carrinho',
    );
  });

  it('given no names (or only blanks), it still reads as a sentence', () => {
    expect(timerExpiryMessage([' ', ''])).toBe('O TEMPO EXPIROU E os produtos foram removidos do carrinho');
  });
});
