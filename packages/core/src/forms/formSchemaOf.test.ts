import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './formFieldErrors';
import { fieldRule, formSchemaOf } from './formSchemaOf';
import { createLoginFormSchema } from './loginFormSchema';
import { createRegisterFormSchema } from './registerFormSchema';

describe('fieldRule', () => {
  it('answers the check’s message, or the text as parsed; a value that is no text reads as empty', () => {
    const required = fieldRule((value) => (value === '' ? 'Informe a Senha Atual' : undefined));
    expect(required.safeParse('segredo')).toEqual({ success: true, data: 'segredo' });
    expect(required.safeParse('')).toEqual({
      success: false,
      error: { issues: [{ message: 'Informe a Senha Atual' }] },
    });
    expect(required.safeParse(undefined)).toMatchObject({ success: false });
  });
});

describe('formSchemaOf', () => {
  const schema = () => {
    const { shape } = createRegisterFormSchema();
    return formSchemaOf(
      {
        email: shape.email,
        password: createLoginFormSchema().shape.password,
        confirm: fieldRule(() => undefined),
      },
      (values) => ({ confirm: values.password !== values.confirm ? 'As senhas não conferem' : undefined }),
    );
  };

  it('given valid fields, the parsed value of each (core’s field schemas trim)', () => {
    expect(
      schema().safeParse({ email: ' ana@example.com ', password: 'segredo1', confirm: 'segredo1' }),
    ).toEqual({
      success: true,
      data: { email: 'ana@example.com', password: 'segredo1', confirm: 'segredo1' },
    });
  });

  it('given invalid fields, the first message of each by field, as a zod failure reads', () => {
    const result = schema().safeParse({ email: 'ana@', password: '', confirm: 'x' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(formFieldErrors(result.error)).toEqual({
      email: 'E-mail Inválido',
      password: 'Informe a Senha',
      confirm: 'As senhas não conferem',
    });
  });

  it('keeps a field’s own message over the cross-field check', () => {
    const withOwn = formSchemaOf(
      { confirm: fieldRule((value) => (value ? undefined : 'Confirme a senha')) },
      () => ({ confirm: 'As senhas não conferem' }),
    );
    const result = withOwn.safeParse({ confirm: '' });
    expect(result.success ? undefined : formFieldErrors(result.error)).toEqual({
      confirm: 'Confirme a senha',
    });
  });

  it('given no value at all, every field is checked as missing', () => {
    const result = formSchemaOf({ email: createRegisterFormSchema().shape.email }).safeParse(undefined);
    expect(result.success ? undefined : formFieldErrors(result.error)).toEqual({ email: 'Informe o Email' });
  });
});
