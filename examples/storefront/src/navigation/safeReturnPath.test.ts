import { describe, expect, it } from 'vitest';
import { locationHeaderPath, safeReturnPath } from './safeReturnPath';

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

describe('locationHeaderPath', () => {
  it('percent-encodes what a Location header cannot carry, so a redirect to it is a valid response', () => {
    const path = locationHeaderPath(safeReturnPath('/\u3002x'));
    expect(path).toBe('/%E3%80%82x');
    expect(() => new Headers({ Location: path })).not.toThrow();
    expect(locationHeaderPath('/busca?n=caf\u00e9 azul')).toBe('/busca?n=caf%C3%A9%20azul');
    expect(locationHeaderPath('/\ud800')).toBe('/%EF%BF%BD');
  });
  it('keeps a path that is already valid as it is, escapes included', () => {
    expect(locationHeaderPath('/busca?n=caf%C3%A9&ordem=1')).toBe('/busca?n=caf%C3%A9&ordem=1');
  });
});
