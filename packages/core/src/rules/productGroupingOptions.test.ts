import { describe, expect, it } from 'vitest';
import { productGroupingOptions } from './productGroupingOptions';

// An untyped caller may still pass the numeric strings some platform replies carry; the rule matches them.
const untyped = <T>(value: unknown) => value as T;

const products = [
  { idProduct: 1, description: 'Azul', urlFriendly: 'camiseta-azul' },
  { idProduct: 2, description: 'Vermelha', urlFriendly: 'camiseta-vermelha' },
];

describe('productGroupingOptions', () => {
  it('maps the four grouping types to how they are drawn', () => {
    expect(productGroupingOptions({ type: 'Cor', products }, 1).display).toBe('color');
    expect(productGroupingOptions({ type: 'Texto', products }, 1).display).toBe('text');
    expect(productGroupingOptions({ type: 'Imagem', products }, 1).display).toBe('image');
    expect(productGroupingOptions({ type: 'ImagemProduto', products }, 1).display).toBe('product-image');
    expect(productGroupingOptions({ type: 'Outro', products }, 1).display).toBe('text');
  });

  it('lists each grouped product with its friendly URL and marks the one being viewed', () => {
    expect(
      productGroupingOptions({ type: 'Cor', name: 'Outras Cores', products }, untyped<number>('2')),
    ).toEqual({
      display: 'color',
      name: 'Outras Cores',
      options: [
        { idProduct: 1, description: 'Azul', urlFriendly: 'camiseta-azul', current: false },
        { idProduct: 2, description: 'Vermelha', urlFriendly: 'camiseta-vermelha', current: true },
      ],
    });
  });
});
