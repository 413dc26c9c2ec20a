import { describe, expect, it } from 'vitest';
import { customerBreadcrumbs } from './customerBreadcrumbs';
import { pageBreadcrumbs } from './pageBreadcrumbs';
import { pageTitle } from './pageTitle';

describe('pageBreadcrumbs', () => {
  it('given a brand, group or search page, it is Home plus the page', () => {
    expect(pageBreadcrumbs('Nike')).toEqual([{ label: 'Home', href: '/' }, { label: 'Nike' }]);
  });
});

describe('customerBreadcrumbs', () => {
  it("is Home, 'Área do Cliente' and the page", () => {
    expect(customerBreadcrumbs('Meus Pedidos')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Área do Cliente', href: '/customer' },
      { label: 'Meus Pedidos' },
    ]);
  });

  it('given the customer area itself, it ends there without a link', () => {
    expect(customerBreadcrumbs()).toEqual([{ label: 'Home', href: '/' }, { label: 'Área do Cliente' }]);
  });
});

describe('pageTitle', () => {
  it('uses the category name, the brand or group title falling back to the name, and the search term', () => {
    expect(pageTitle({ kind: 'category', category: { name: 'Camisetas ' } })).toBe('Camisetas');
    expect(pageTitle({ kind: 'brand', brand: { name: 'Nike', title: 'Tênis Nike' } })).toBe('Tênis Nike');
    expect(pageTitle({ kind: 'brand', brand: { name: 'Nike', title: '' } })).toBe('Nike');
    expect(pageTitle({ kind: 'group', group: { name: 'Natal', title: null } })).toBe('Natal');
    expect(pageTitle({ kind: 'search', term: ' bola ' })).toBe('bola');
  });
});
