import { describe, expect, it } from 'vitest';
import { addressFormSchema } from './addressFormSchema';
import { formFieldErrors } from './formFieldErrors';

const valid = {
  cep: '01310100',
  street: 'Avenida Paulista',
  number: 'S/N',
  complement: '',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

describe('addressFormSchema', () => {
  it('given a filled address, it parses it with the CEP masked and an empty complement left out', () => {
    expect(addressFormSchema.parse(valid)).toEqual({ ...valid, cep: '01310-100', complement: undefined });
    expect(addressFormSchema.parse({ ...valid, complement: ' Apto 12 ' }).complement).toBe('Apto 12');
  });

  it('given empty fields, it reports each required field', () => {
    expect(
      formFieldErrors(
        addressFormSchema.safeParse({
          cep: '',
          street: '',
          number: '',
          neighborhood: '',
          city: '',
          state: '',
        }).error,
      ),
    ).toEqual({
      cep: 'Por favor, insira um cep.',
      street: 'Informe o Endereço',
      number: 'Informe o Número',
      neighborhood: 'Informe o Bairro',
      city: 'Informe a Cidade',
      state: 'Selecione o Estado',
    });
  });

  it('given a malformed CEP, it asks for a valid one', () => {
    expect(formFieldErrors(addressFormSchema.safeParse({ ...valid, cep: '0131-010' }).error)).toEqual({
      cep: 'Informe um CEP Válido',
    });
  });
});
