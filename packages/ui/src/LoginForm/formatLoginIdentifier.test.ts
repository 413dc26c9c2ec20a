import { describe, expect, it } from 'vitest';
import { completeLoginIdentifier, formatLoginIdentifier } from './formatLoginIdentifier';

describe('formatLoginIdentifier', () => {
  it('masks digits as a CPF up to 11 and as a CNPJ from 12 to 14', () => {
    expect(formatLoginIdentifier('529')).toBe('529');
    expect(formatLoginIdentifier('5299')).toBe('529.9');
    expect(formatLoginIdentifier('52998224725')).toBe('529.982.247-25');
    expect(formatLoginIdentifier('529.982.247-251')).toBe('52.998.224/7251');
    expect(formatLoginIdentifier('112223330001819')).toBe('11.222.333/0001-81');
    expect(formatLoginIdentifier('529.982.247-2')).toBe('529.982.247-2');
  });

  it('keeps an e-mail as typed, and takes the mask out when an e-mail turns out to start with digits', () => {
    expect(formatLoginIdentifier('maria@example.com')).toBe('maria@example.com');
    expect(formatLoginIdentifier('123.4@', '123.4')).toBe('1234@');
    expect(formatLoginIdentifier('123.4a', '123.4')).toBe('1234a');
    expect(formatLoginIdentifier('ab1', 'ab')).toBe('ab1');
    expect(formatLoginIdentifier('')).toBe('');
  });
});

describe('completeLoginIdentifier', () => {
  it('masks a complete and valid alphanumeric CNPJ, and leaves anything else', () => {
    expect(completeLoginIdentifier('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(completeLoginIdentifier('12abc34501de36')).toBe('12abc34501de36');
    expect(completeLoginIdentifier('maria@example.com')).toBe('maria@example.com');
  });
});
