import { describe, expect, it } from 'vitest';
import { isValidCnpj } from '../validators/isValidCnpj';
import { unmaskDocument } from './unmaskDocument';

describe('unmaskDocument', () => {
  it('given a masked CPF or numeric CNPJ, it keeps the digits', () => {
    expect(unmaskDocument('529.982.247-25')).toBe('52998224725');
    expect(unmaskDocument('11.222.333/0001-81')).toBe('11222333000181');
  });
  it('given an alphanumeric CNPJ in any case, it keeps its letters, in capitals, and it stays valid', () => {
    expect(unmaskDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(isValidCnpj(unmaskDocument('12.abc.345/01de-35'))).toBe(true);
  });
});
