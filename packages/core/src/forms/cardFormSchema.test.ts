import { describe, expect, it } from 'vitest';
import { createCardFormSchema } from './cardFormSchema';
import { formFieldErrors } from './formFieldErrors';
import { formMessages } from './formMessages';

const schema = createCardFormSchema(formMessages, { now: () => new Date(2026, 5, 15, 12) });
const valid = {
  number: '4111 1111 1111 1111',
  holderName: 'MARIA SILVA',
  expiry: '06/26',
  securityCode: '123',
};
const errorsOf = (values: unknown) => formFieldErrors(schema.safeParse(values).error);

describe('cardFormSchema', () => {
  it('given a valid card expiring this month, it parses it with the number as digits only', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, number: '4111111111111111' });
  });

  it('given a number failing Luhn, last month as expiry or a 2-digit code, it reports each field', () => {
    expect(
      errorsOf({ ...valid, number: '4111 1111 1111 1112', expiry: '05/26', securityCode: '12' }),
    ).toEqual({
      number: 'Informe um Número de Cartão Válido',
      expiry: 'Informe uma Validade Válida',
      securityCode: 'Informe um Código de Segurança Válido',
    });
  });

  it('given empty fields, it reports each required field', () => {
    expect(errorsOf({ number: '', holderName: '', expiry: '', securityCode: '' })).toEqual({
      number: 'Informe o Número do Cartão',
      holderName: 'Informe o Nome Impresso no Cartão',
      expiry: 'Informe a Validade',
      securityCode: 'Informe o Código de Segurança',
    });
  });
});
