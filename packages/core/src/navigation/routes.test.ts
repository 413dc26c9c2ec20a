import { describe, expect, it } from 'vitest';
import { parseRoute } from './parseRoute';
import { routes } from './routes';

describe('routes', () => {
  it('gives the fixed pages of the spec', () => {
    expect(routes.home).toBe('/');
    expect(routes.customer).toBe('/customer');
    expect(routes.customerLogin).toBe('/customer/login');
    expect(routes.customerOrders).toBe('/customer/order');
    expect(routes.checkoutIdentification).toBe('/checkout/identification');
    expect(routes.checkoutPayment).toBe('/checkout/payment');
    expect(routes.faq).toBe('/perguntas-frequentes');
    expect(routes.privacyPolicy).toBe('/politica-de-privacidade');
    expect(routes.notFound).toBe('/404');
  });

  it('given a category path of depth 1, 2 or 3, it builds 2, 3 or 4 segments ending in /c', () => {
    expect(routes.category('roupas')).toBe('/roupas/c');
    expect(routes.category('roupas/camisetas')).toBe('/roupas/camisetas/c');
    expect(routes.category(['roupas', 'camisetas', 'manga-longa'])).toBe('/roupas/camisetas/manga-longa/c');
  });

  it('given a friendly URL that already carries slashes or the suffix, it does not double them', () => {
    expect(routes.category('/roupas/camisetas/c/')).toBe('/roupas/camisetas/c');
    expect(routes.brand('/nike/m')).toBe('/nike/m');
    expect(routes.group('lancamentos/')).toBe('/lancamentos/g');
  });

  it('encodes accented slugs once', () => {
    expect(routes.category('calçados')).toBe('/cal%C3%A7ados/c');
    expect(routes.category('cal%C3%A7ados')).toBe('/cal%C3%A7ados/c');
  });

  it('builds brand, group and product pages', () => {
    expect(routes.brand('nike')).toBe('/nike/m');
    expect(routes.group('natal')).toBe('/natal/g');
    expect(routes.product('camiseta-azul')).toBe('/camiseta-azul/produto/');
    expect(routes.product('camiseta-azul/produto/12')).toBe('/camiseta-azul/produto/12');
  });

  it('given the filters-in-URL setting off, the search address holds only the term', () => {
    expect(routes.search('camiseta azul', { brand: 3, idCategories: [1, 2] })).toBe('/busca?n=camiseta+azul');
    expect(routes.search('bola', { brand: 3 }, { viewProductFiltersUrl: false })).toBe('/busca?n=bola');
  });

  it('given the filters-in-URL setting on, the search address adds idCategories, brand, group and keyWord when set', () => {
    expect(
      routes.search(
        'bola',
        { idCategories: [4, 9], brand: 3, group: 7, keyWord: 'couro' },
        { viewProductFiltersUrl: true },
      ),
    ).toBe('/busca?n=bola&idCategories=4%2C9&brand=3&group=7&keyWord=couro');
    expect(routes.search('bola', { idCategories: [], keyWord: '' }, { viewProductFiltersUrl: 'S' })).toBe(
      '/busca?n=bola',
    );
  });

  it('builds the institutional page from its two ids', () => {
    expect(routes.institutional(3, 12)).toBe('/institucional/3/12');
  });

  it('round-trips through parseRoute', () => {
    expect(parseRoute(routes.category('roupas/camisetas'))).toMatchObject({
      kind: 'category',
      segments: ['roupas', 'camisetas'],
    });
    expect(parseRoute(routes.product('tênis-x'))).toEqual({ kind: 'product', urlFriendly: 'tênis-x' });
    expect(
      parseRoute(routes.search('bola', { brand: 3, idCategories: [4] }, { viewProductFiltersUrl: true })),
    ).toEqual({ kind: 'search', term: 'bola', filters: { brand: 3, idCategories: [4] } });
  });
});
