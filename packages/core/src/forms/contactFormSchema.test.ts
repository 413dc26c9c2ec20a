import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contactFormSchema';
import { formFieldErrors } from './formFieldErrors';

const valid = {
  name: 'Maria Silva',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  state: 'SP',
  city: 'Campinas',
  topic: '2',
  subject: 'Troca',
  message: 'Quero trocar o tamanho.',
};
const errorsOf = (values: unknown) => formFieldErrors(contactFormSchema.safeParse(values).error);

describe('contactFormSchema', () => {
  it('given a filled form, it parses it with the topic id as a number and the phone masked', () => {
    expect(contactFormSchema.parse({ ...valid, phone: '11987654321' })).toEqual({ ...valid, topic: 2 });
  });

  it('given the form as it starts (empty fields, default state and topic), it shows every required message', () => {
    expect(
      errorsOf({ name: '', email: '', phone: '', state: '', city: '', topic: '', subject: '', message: '' }),
    ).toEqual({
      name: 'Informe seu Nome',
      email: 'Informe o Email',
      phone: 'Informe o Telefone',
      state: 'Selecione o Estado',
      city: 'Informe a Cidade',
      topic: 'Selecione a Descrição',
      subject: 'Informe o assunto',
      message: 'Informe o assunto',
    });
  });

  it('given name and message under 3 characters, it asks for at least 3; city and subject keep their own message', () => {
    expect(errorsOf({ ...valid, name: 'Al', message: 'Oi', city: 'Ab', subject: 'Tr' })).toEqual({
      name: 'Informe ao menos 3 caracteres',
      message: 'Informe ao menos 3 caracteres',
      city: 'Informe a Cidade',
      subject: 'Informe o assunto',
    });
  });

  it("given a malformed email, it shows 'E-mail Inválido'", () => {
    expect(errorsOf({ ...valid, email: 'maria..silva@example.com' })).toEqual({ email: 'E-mail Inválido' });
  });

  it("given a phone over 15 characters, with a wrong area code or too few digits, it shows 'Informe um Telefone Válido'", () => {
    expect(errorsOf({ ...valid, phone: '+55 (11) 98765-4321' })).toEqual({
      phone: 'Informe um Telefone Válido',
    });
    expect(errorsOf({ ...valid, phone: '(20) 98765-4321' })).toEqual({ phone: 'Informe um Telefone Válido' });
    expect(errorsOf({ ...valid, phone: '(11) 9876' })).toEqual({ phone: 'Informe um Telefone Válido' });
  });

  it("given a state that is not one of the 27 UFs, it shows 'Selecione o Estado'", () => {
    expect(errorsOf({ ...valid, state: 'XX' })).toEqual({ state: 'Selecione o Estado' });
  });

  it("given topic 0 or a non-numeric topic, it shows 'Selecione a Descrição'", () => {
    expect(errorsOf({ ...valid, topic: 0 })).toEqual({ topic: 'Selecione a Descrição' });
    expect(errorsOf({ ...valid, topic: 'abc' })).toEqual({ topic: 'Selecione a Descrição' });
  });
});
