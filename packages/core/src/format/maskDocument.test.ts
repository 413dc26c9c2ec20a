import { describe, expect, it } from 'vitest';
import { maskDocument } from './maskDocument';

describe('maskDocument', () => {
  it('masks up to 11 digits as a CPF, progressively', () => {
    expect(['', '5', '529', '5299', '5299822', '52998224725'].map(maskDocument)).toEqual([
      '',
      '5',
      '529',
      '529.9',
      '529.982.2',
      '529.982.247-25',
    ]);
  });

  it('masks 12 to 14 digits as a CNPJ, a masked CPF growing into one included', () => {
    expect(maskDocument('529.982.247-251')).toBe('52.998.224/7251');
    expect(maskDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskDocument('112223330001819')).toBe('11.222.333/0001-81');
  });

  it('masks an alphanumeric CNPJ as a CNPJ from its first letter, uppercased', () => {
    expect(maskDocument('12a')).toBe('12.A');
    expect(maskDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('keeps a masked value as it is', () => {
    for (const masked of ['529.982.247-25', '11.222.333/0001-81', '12.ABC.345/01DE-35']) {
      expect(maskDocument(masked)).toBe(masked);
    }
  });
});
