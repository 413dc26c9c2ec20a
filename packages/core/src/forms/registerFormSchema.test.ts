import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './formFieldErrors';
import { formMessages } from './formMessages';
import { createRegisterFormSchema } from './registerFormSchema';

const today = new Date(2026, 5, 15, 12);
const schema = createRegisterFormSchema(formMessages, { now: () => today });
const person = {
  name: 'Maria Silva',
  email: 'maria@example.com',
  document: '52998224725',
  birthDate: '20/03/1990',
  phone: '11987654321',
  password: 'segredo1',
  passwordConfirmation: 'segredo1',
};
const errorsOf = (values: unknown) => formFieldErrors(schema.safeParse(values).error);

describe('registerFormSchema', () => {
  it('given a person with a CPF and a birth date, it parses the form with the CPF and phone masked', () => {
    expect(schema.parse(person)).toEqual({ ...person, document: '529.982.247-25', phone: '(11) 98765-4321' });
  });

  it('given a company with a numeric or alphanumeric CNPJ, the birth date may be left out', () => {
    const company = { ...person, document: '12abc34501de35', birthDate: '' };
    expect(schema.parse(company)).toEqual({
      ...company,
      document: '12.ABC.345/01DE-35',
      birthDate: undefined,
      phone: '(11) 98765-4321',
    });
    expect(schema.parse({ ...person, document: '11.222.333/0001-81', birthDate: undefined }).document).toBe(
      '11.222.333/0001-81',
    );
  });

  it('given a CPF without a birth date, it asks for the birth date', () => {
    expect(errorsOf({ ...person, birthDate: '' })).toEqual({ birthDate: 'Informe a Data de Nascimento' });
  });

  it('given an invalid document, birth date, phone or a short password, it reports each field', () => {
    expect(
      errorsOf({ ...person, document: '123.456.789-09', birthDate: '31/02/1990', phone: '(20) 98765-4321' }),
    ).toEqual({
      document: 'Informe um CPF ou CNPJ Válido',
      birthDate: 'Informe uma Data de Nascimento Válida',
      phone: 'Informe um Telefone Válido',
    });
    expect(errorsOf({ ...person, password: '12345', passwordConfirmation: '12345' })).toEqual({
      password: 'A senha deve ter ao menos 6 caracteres',
    });
  });

  it('given someone under 10 on the injected date, it rejects the birth date', () => {
    expect(errorsOf({ ...person, birthDate: '16/06/2016' })).toEqual({
      birthDate: 'Informe uma Data de Nascimento Válida',
    });
  });

  it('given a confirmation that differs from the password, it reports it on the confirmation', () => {
    expect(errorsOf({ ...person, passwordConfirmation: 'segredo2' })).toEqual({
      passwordConfirmation: 'As senhas não conferem',
    });
  });

  it('given an empty form, it reports every required field', () => {
    expect(
      errorsOf({
        name: '',
        email: '',
        document: '',
        birthDate: '',
        phone: '',
        password: '',
        passwordConfirmation: '',
      }),
    ).toEqual({
      name: 'Informe o Nome',
      email: 'Informe o Email',
      document: 'Informe o CPF ou CNPJ',
      phone: 'Informe o Telefone',
      password: 'Informe a Senha',
    });
  });
});
