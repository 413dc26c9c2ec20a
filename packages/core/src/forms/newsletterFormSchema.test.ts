import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './formFieldErrors';
import { newsletterEmailOnlyFormSchema } from './newsletterEmailOnlyFormSchema';
import { newsletterFormSchema } from './newsletterFormSchema';

const errorsOf = (values: unknown) => formFieldErrors(newsletterFormSchema.safeParse(values).error);

describe('newsletterFormSchema (name and email)', () => {
  it('given a first and last name, accents allowed, and a valid email, it parses them', () => {
    for (const name of [
      'Maria Silva',
      'José Ávila',
      'Ana Maria da Conceição',
      "Joana D'Arc",
      'Ana-Maria Souza',
      'Zé Ninguém',
    ]) {
      expect(newsletterFormSchema.parse({ name, email: 'a@b.com' })).toEqual({ name, email: 'a@b.com' });
    }
  });

  it("given empty fields, it shows 'Informe o Nome' and 'Informe o Email'", () => {
    expect(errorsOf({ name: '', email: '' })).toEqual({ name: 'Informe o Nome', email: 'Informe o Email' });
  });

  it("given a single name, a one-letter first name or digits, it shows 'Informe o nome corretamente'", () => {
    for (const name of ['Maria', 'A Silva', 'Maria 2', 'Maria_Silva', 'M4ria Silva']) {
      expect(errorsOf({ name, email: 'a@b.com' })).toEqual({ name: 'Informe o nome corretamente' });
    }
  });

  it("given a name over 100 characters, it shows 'Informe no máximo 100 caracteres'", () => {
    expect(errorsOf({ name: `Maria ${'a'.repeat(10_000)}`, email: 'a@b.com' })).toEqual({
      name: 'Informe no máximo 100 caracteres',
    });
  });

  it("given an email failing the common email check, it shows 'E-mail Inválido'", () => {
    expect(errorsOf({ name: 'Maria Silva', email: 'maria@example.c' })).toEqual({ email: 'E-mail Inválido' });
  });
});

describe('newsletterEmailOnlyFormSchema', () => {
  it('given only an email, it parses it and ignores the name', () => {
    expect(newsletterEmailOnlyFormSchema.parse({ email: ' a@b.com ', name: '' })).toEqual({
      email: 'a@b.com',
    });
  });

  it("given an empty or malformed email, it shows 'Informe o Email' or 'E-mail Inválido'", () => {
    expect(formFieldErrors(newsletterEmailOnlyFormSchema.safeParse({ email: '' }).error)).toEqual({
      email: 'Informe o Email',
    });
    expect(formFieldErrors(newsletterEmailOnlyFormSchema.safeParse({ email: 'a b@c.com' }).error)).toEqual({
      email: 'E-mail Inválido',
    });
  });
});
