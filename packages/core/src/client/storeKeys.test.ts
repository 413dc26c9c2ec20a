import { describe, expect, it } from 'vitest';
import { storeKeys } from './storeKeys';

describe('storeKeys', () => {
  it('given the same input in any field order, it gives equal keys', () => {
    expect(storeKeys.productList('category', { textLink: 'camisetas', page: 2 })).toEqual(
      storeKeys.productList('category', { page: 2, textLink: 'camisetas', pageSize: undefined }),
    );
  });

  it('given different inputs, it gives different keys', () => {
    expect(storeKeys.productDetail('camiseta-basica')).not.toEqual(storeKeys.productDetail('tenis-runner'));
    expect(storeKeys.productList('brand', { page: 1 })).not.toEqual(
      storeKeys.productList('group', { page: 1 }),
    );
  });

  it('gives keys under their area, so invalidating an area prefix reaches them', () => {
    const cartArea = storeKeys.area('cart');
    for (const key of [storeKeys.cart(), storeKeys.cartCount(), storeKeys.freights('01310-100')]) {
      expect(key.slice(0, cartArea.length)).toEqual(cartArea);
    }
    expect(storeKeys.company()).toEqual(['vitrine', 'content', 'company']);
    expect(storeKeys.productDetail('camiseta-basica')).toEqual([
      'vitrine',
      'catalogue',
      'productDetail',
      { urlFriendly: 'camiseta-basica' },
    ]);
  });

  it('given a masked or unmasked postal code, it gives the same freight key', () => {
    expect(storeKeys.freights('01310-100')).toEqual(storeKeys.freights('01310100'));
  });

  it('given an input with no defined field, it gives the key of the call without input', () => {
    expect(storeKeys.brands()).toEqual(['vitrine', 'catalogue', 'brands']);
    expect(storeKeys.brands(true)).toEqual(['vitrine', 'catalogue', 'brands', { onlyFeatured: true }]);
    expect(storeKeys.call('cart.get')).toEqual(storeKeys.cart());
  });

  it('returns a fresh array at each call, so a caller cannot corrupt another key', () => {
    const first = storeKeys.cart() as unknown[];
    first.push('x');
    expect(storeKeys.cart()).toEqual(['vitrine', 'cart', 'get']);
  });
});
