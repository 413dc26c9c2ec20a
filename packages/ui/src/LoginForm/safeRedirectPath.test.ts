import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirectPath';

describe('safeRedirectPath', () => {
  it.each([
    ['/customer/order', '/customer/order'],
    ['/customer/order?page=2#lista', '/customer/order?page=2#lista'],
    ['/produto/camiseta/produto/', '/produto/camiseta/produto/'],
    ['/busca?n=t%C3%AAnis', '/busca?n=t%C3%AAnis'],
  ])('given the path %s of this site, it keeps it', (wanted, expected) => {
    expect(safeRedirectPath(wanted)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['https://evil.example/customer'],
    ['javascript:alert(1)'],
    ['customer/order'],
    [' /customer'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/customer/login'],
    ['/customer/login/?redirect=/x'],
    [''],
    [null],
    [undefined],
  ])('given %j, it answers the customer area', (wanted) => {
    expect(safeRedirectPath(wanted)).toBe('/customer');
  });

  it('takes another fallback', () => {
    expect(safeRedirectPath('//evil.example', '/')).toBe('/');
  });
});
