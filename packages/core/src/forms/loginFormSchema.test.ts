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
});
