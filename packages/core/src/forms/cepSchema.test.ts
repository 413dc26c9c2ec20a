import { describe, expect, it } from 'vitest';
import { cepSchema } from './cepSchema';

describe('cepSchema', () => {
  it('given a CEP masked or bare, it parses it to the 00000-000 format', () => {
    expect(cepSchema.parse('01310-100')).toBe('01310-100');
    expect(cepSchema.parse('01310100')).toBe('01310-100');
  });

  it("given an empty or malformed CEP, it shows 'Por favor, insira um cep.'", () => {
    for (const value of ['', '   ', '0131', '01310-1000', 'abcde-fgh', undefined]) {
      expect(cepSchema.safeParse(value).error?.issues[0]?.message).toBe('Por favor, insira um cep.');
    }
  });
});
