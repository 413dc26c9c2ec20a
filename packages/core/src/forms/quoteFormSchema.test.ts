import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './formFieldErrors';
import { formMessages } from './formMessages';
import { createQuoteFormSchema, quoteFormSchema } from './quoteFormSchema';

const valid = {
  name: 'Maria',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  message: 'Quero 10 unidades',
};
const errorsOf = (values: unknown) => formFieldErrors(quoteFormSchema.safeParse(values).error);

describe('quoteFormSchema', () => {
  it('given a filled form, it parses it, trimming text and keeping the phone masked', () => {
    expect(quoteFormSchema.parse({ ...valid, name: '  Maria ', phone: '1134567890' })).toEqual({
      ...valid,
      phone: '(11) 3456-7890',
    });
  });

  it('given empty fields, it shows the spec messages without accents: Campo Obrigatorio', () => {
    expect(errorsOf({ name: '', email: '', phone: '', message: '   ' })).toEqual({
      name: 'Campo Obrigatorio',
      email: 'Campo Obrigatorio',
      phone: 'Campo Obrigatorio',
      message: 'Campo Obrigatorio',
    });
    expect(errorsOf({})).toEqual({
      name: 'Campo Obrigatorio',
      email: 'Campo Obrigatorio',
      phone: 'Campo Obrigatorio',
      message: 'Campo Obrigatorio',
    });
  });

  it("given a malformed email, it shows 'E-mail Invalido' (no accent, as in the spec)", () => {
    expect(errorsOf({ ...valid, email: 'maria@example' })).toEqual({ email: 'E-mail Invalido' });
  });

  it("given a phone shorter than 14 masked characters or with area code 20, it shows 'Informe um Telefone Valido'", () => {
    expect(errorsOf({ ...valid, phone: '(11) 3456-789' })).toEqual({ phone: 'Informe um Telefone Valido' });
    expect(errorsOf({ ...valid, phone: '(20) 98765-4321' })).toEqual({ phone: 'Informe um Telefone Valido' });
  });

  it('given replaced messages, it reports those instead', () => {
    const schema = createQuoteFormSchema({
      ...formMessages,
      quote: { ...formMessages.quote, emailInvalid: 'Bad email' },
    });
    expect(formFieldErrors(schema.safeParse({ ...valid, email: 'x' }).error)).toEqual({ email: 'Bad email' });
  });
});
