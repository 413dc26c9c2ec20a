import { describe, expect, it } from 'vitest';
import { exhaustedModalTitle } from './exhaustedModalTitle';

describe('exhaustedModalTitle', () => {
  it('given several exhausted products, it uses the plural of the spec', () => {
    expect(exhaustedModalTitle(3)).toBe('Ops... existem 3 produtos esgotados no seu carrinho');
  });

  it('given one exhausted product, it uses the singular', () => {
    expect(exhaustedModalTitle(1)).toBe('Ops... existe 1 produto esgotado no seu carrinho');
  });
});
