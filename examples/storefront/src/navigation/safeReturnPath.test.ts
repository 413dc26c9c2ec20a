import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safeReturnPath';

describe('safeReturnPath', () => {
  it('given a path of this site, it returns it with its query', () => {
    expect(safeReturnPath('/customer/order')).toBe('/customer/order');
    expect(safeReturnPath('/busca?n=camiseta')).toBe('/busca?n=camiseta');
  });
  it('given nothing, it returns the customer area', () => {
    expect(safeReturnPath(null)).toBe('/customer');
    expect(safeReturnPath('')).toBe('/customer');
  });
  it('given another site, a protocol-relative address or a backslash trick, it refuses and returns the customer area', () => {
    expect(safeReturnPath('https://evil.example/')).toBe('/customer');
    expect(safeReturnPath('//evil.example')).toBe('/customer');
    expect(safeReturnPath('/\\evil.example')).toBe('/customer');
    expect(safeReturnPath('javascript:alert(1)')).toBe('/customer');
    expect(safeReturnPath('/customer\n//evil')).toBe('/customer');
  });
});
