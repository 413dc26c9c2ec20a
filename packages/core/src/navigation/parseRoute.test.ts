import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRoute } from './parseRoute';

describe('parseRoute', () => {
  it('recognises the home page with or without a trailing slash', () => {
    expect(parseRoute('/')).toEqual({ kind: 'home' });
    expect(parseRoute('')).toEqual({ kind: 'home' });
  });

  it('given 2, 3 or 4 segments ending in /c, it is a category page with its path and textLink', () => {
    expect(parseRoute('/roupas/c')).toEqual({
      kind: 'category',
      segments: ['roupas'],
      path: 'roupas',
      textLink: 'roupas/c',
    });
    expect(parseRoute('/roupas/camisetas/c')).toMatchObject({ kind: 'category', path: 'roupas/camisetas' });
    expect(parseRoute('/roupas/camisetas/manga-longa/c/')).toMatchObject({
      kind: 'category',
      segments: ['roupas', 'camisetas', 'manga-longa'],
      textLink: 'roupas/camisetas/manga-longa/c',
    });
  });

  it('given 5 segments ending in /c, it is not a category page', () => {
    expect(parseRoute('/a/b/c/d/c')).toEqual({ kind: 'unknown', pathname: '/a/b/c/d/c' });
  });

  it('recognises brand and group pages', () => {
    expect(parseRoute('/nike/m')).toEqual({ kind: 'brand', urlFriendly: 'nike', textLink: 'nike/m' });
    expect(parseRoute('/natal/g')).toEqual({ kind: 'group', urlFriendly: 'natal', textLink: 'natal/g' });
  });

  it('given a path containing /produto/, the first segment is the product friendly URL', () => {
    expect(parseRoute('/camiseta-azul/produto/123')).toEqual({
      kind: 'product',
      urlFriendly: 'camiseta-azul',
    });
    expect(parseRoute('/camiseta-azul/produto/')).toEqual({ kind: 'product', urlFriendly: 'camiseta-azul' });
    expect(parseRoute('/t%C3%AAnis/produto/')).toEqual({ kind: 'product', urlFriendly: 'tênis' });
  });

  it('reads the search term and the filter parameters, from the pathname or a separate search string', () => {
    expect(parseRoute('/busca?n=camiseta+azul')).toEqual({
      kind: 'search',
      term: 'camiseta azul',
      filters: {},
    });
    expect(parseRoute('/busca', '?n=bola&idCategories=4,9,x&brand=3&group=abc&keyWord=couro')).toEqual({
      kind: 'search',
      term: 'bola',
      filters: { idCategories: [4, 9], brand: 3, keyWord: 'couro' },
    });
    expect(parseRoute('/busca', new URLSearchParams({ n: ' meia ' }))).toMatchObject({ term: 'meia' });
    expect(parseRoute('/busca')).toEqual({ kind: 'search', term: '', filters: {} });
  });

  it('recognises customer and checkout pages', () => {
    expect(parseRoute('/customer')).toEqual({ kind: 'customer' });
    expect(parseRoute('/customer/login')).toEqual({ kind: 'customerLogin' });
    expect(parseRoute('/customer/order')).toEqual({ kind: 'customerOrders' });
    expect(parseRoute('/customer/addresses')).toEqual({ kind: 'customer', section: 'addresses' });
    expect(parseRoute('/checkout/identification')).toEqual({ kind: 'checkoutIdentification' });
    expect(parseRoute('/checkout/payment')).toEqual({ kind: 'checkoutPayment' });
  });

  it('recognises institutional, FAQ, privacy policy and 404 pages', () => {
    expect(parseRoute('/institucional/3/12')).toEqual({
      kind: 'institutional',
      idCustomPage: 3,
      idCustomPageContent: 12,
    });
    expect(parseRoute('/institucional/3/x')).toMatchObject({ kind: 'unknown' });
    expect(parseRoute('/perguntas-frequentes')).toEqual({ kind: 'faq' });
    expect(parseRoute('/politica-de-privacidade')).toEqual({ kind: 'privacyPolicy' });
    expect(parseRoute('/404')).toEqual({ kind: 'notFound' });
  });

  it('given a full URL with a fragment, it routes on the path', () => {
    expect(parseRoute('https://loja.com.br/nike/m#topo')).toMatchObject({
      kind: 'brand',
      urlFriendly: 'nike',
    });
  });

  it('given a malformed escape, it keeps the segment as typed', () => {
    expect(parseRoute('/%E0%A4%A/c')).toMatchObject({ kind: 'category', segments: ['%E0%A4%A'] });
  });

  it.each(['/__proto__', '/constructor', '/toString', '/hasOwnProperty', '/valueOf'])(
    'given %s, a name Object.prototype owns, the route is unknown rather than a prototype member',
    (path) => {
      expect(parseRoute(path)).toEqual({ kind: 'unknown', pathname: path });
    },
  );

  it('never throws, whatever the string', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (path, search) => {
        expect(typeof parseRoute(path, search).kind).toBe('string');
      }),
    );
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(typeof parseRoute(url).kind).toBe('string');
      }),
    );
  });
});
