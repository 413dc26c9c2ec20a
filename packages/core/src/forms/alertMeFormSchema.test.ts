import { describe, expect, it } from 'vitest';
import { alertMeFormSchema } from './alertMeFormSchema';
import { formFieldErrors } from './formFieldErrors';

const valid = { name: 'Maria', email: 'maria@example.com', phone: '(21) 3456-7890' };
const errorsOf = (values: unknown) => formFieldErrors(alertMeFormSchema.safeParse(values).error);

describe('alertMeFormSchema', () => {
  it('given a filled form, it parses it', () => {
    expect(alertMeFormSchema.parse(valid)).toEqual(valid);
  });

  it("given empty fields, it shows 'Campo Obrigatório' (with the accent)", () => {
    expect(errorsOf({ name: '', email: '', phone: '' })).toEqual({
      name: 'Campo Obrigatório',
      email: 'Campo Obrigatório',
      phone: 'Campo Obrigatório',
    });
  });

  it("given a malformed email or phone, it shows 'E-mail Inválido' and 'Informe um Telefone Válido'", () => {
    expect(errorsOf({ ...valid, email: 'maria@', phone: '(21) 3456-78901234' })).toEqual({
      email: 'E-mail Inválido',
      phone: 'Informe um Telefone Válido',
    });
  });
});
