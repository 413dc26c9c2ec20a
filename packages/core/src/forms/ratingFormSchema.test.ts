import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './formFieldErrors';
import { ratingFormSchema } from './ratingFormSchema';

const valid = {
  name: 'Maria',
  email: 'maria@example.com',
  city: 'Recife',
  state: 'PE',
  title: 'Ótimo',
  comment: 'Chegou rápido.',
  rate: 5,
};
const errorsOf = (values: unknown) => formFieldErrors(ratingFormSchema.safeParse(values).error);

describe('ratingFormSchema', () => {
  it('given a filled form, it parses it; leavePublicEmail is optional', () => {
    expect(ratingFormSchema.parse(valid)).toEqual(valid);
    expect(ratingFormSchema.parse({ ...valid, leavePublicEmail: true, rate: '4' })).toEqual({
      ...valid,
      leavePublicEmail: true,
      rate: 4,
    });
  });

  it('given empty fields, it shows the spec messages per field', () => {
    expect(errorsOf({ name: '', email: '', city: '', state: '', title: '', comment: '', rate: '' })).toEqual({
      name: 'Informe o Nome',
      email: 'Informe o Email',
      city: 'Informe a Cidade',
      state: 'Informe o Estado',
      title: 'Informe o Título',
      comment: 'Informe sua Opinião',
      rate: 'Informe a Nota',
    });
  });

  it("given a 2-letter name or a malformed email, it shows 'Informe ao menos 3 caracteres' and 'E-mail Inválido'", () => {
    expect(errorsOf({ ...valid, name: 'Jo', email: '.maria@example.com' })).toEqual({
      name: 'Informe ao menos 3 caracteres',
      email: 'E-mail Inválido',
    });
  });

  it('given a rate outside 1–5 or not whole, it is rejected', () => {
    for (const rate of [0, 6, 2.5, -1])
      expect(errorsOf({ ...valid, rate })).toEqual({ rate: 'Informe a Nota' });
  });

  it("given a state outside the 27 UFs or lowercase, it shows 'Informe o Estado'", () => {
    expect(errorsOf({ ...valid, state: 'pe' })).toEqual({ state: 'Informe o Estado' });
  });

  it('given a leavePublicEmail that is not a boolean, it is rejected', () => {
    expect(ratingFormSchema.safeParse({ ...valid, leavePublicEmail: 'yes' }).success).toBe(false);
  });
});
