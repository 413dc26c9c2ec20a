import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './formFieldErrors';
import { loginFormSchema } from './loginFormSchema';

describe('loginFormSchema', () => {
  it('given an email and a password, it parses them, keeping spaces inside the password', () => {
    expect(loginFormSchema.parse({ email: ' maria@example.com', password: ' s3nha ' })).toEqual({
      email: 'maria@example.com',
      password: ' s3nha ',
    });
  });

  it('given empty or malformed fields, it reports one message per field', () => {
    expect(formFieldErrors(loginFormSchema.safeParse({ email: '', password: '' }).error)).toEqual({
      email: 'Informe o Email',
      password: 'Informe a Senha',
    });
    expect(formFieldErrors(loginFormSchema.safeParse({ email: 'maria', password: 'x' }).error)).toEqual({
      email: 'E-mail Inválido',
    });
  });

  it('given a CPF or a CNPJ (masked or not, the alphanumeric CNPJ included), it accepts it as the login', () => {
    for (const login of ['529.982.247-25', '52998224725', '11.222.333/0001-81', '12.ABC.345/01DE-35']) {
      expect(loginFormSchema.safeParse({ email: login, password: 'x' }).success).toBe(true);
    }
  });

  it('given a document with wrong check digits, it says the login is invalid', () => {
    expect(
      formFieldErrors(loginFormSchema.safeParse({ email: '529.982.247-26', password: 'x' }).error),
    ).toEqual({
      email: 'E-mail Inválido',
    });
  });
});
