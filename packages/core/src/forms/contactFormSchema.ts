import * as z from 'zod/mini';
import { emailField } from './emailField';
import { type FormMessages, formMessages } from './formMessages';
import { integerField } from './integerField';
import { phoneField } from './phoneField';
import { stateField } from './stateField';
import { textField } from './textField';

/**
 * Builds the contact-page form schema with the given messages: name, email, phone, state (UF), city,
 * topic (the `idContactTopic` chosen, from a number or the select's string), subject and message.
 */
export function createContactFormSchema(messages: FormMessages = formMessages) {
  const m = messages.contact;
  return z.object({
    name: textField({ required: m.nameRequired, tooShort: m.nameTooShort }, 3),
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
    phone: phoneField({ required: m.phoneRequired, invalid: m.phoneInvalid }, { maxLength: 15 }),
    state: stateField(m.stateRequired),
    city: textField({ required: m.cityRequired }, 3),
    topic: integerField(m.topicRequired, 1, Number.MAX_SAFE_INTEGER),
    subject: textField({ required: m.subjectRequired }, 3),
    message: textField({ required: m.messageRequired, tooShort: m.messageTooShort }, 3),
  });
}

/** The contact-page form schema with the spec's messages ('Informe seu Nome', 'Selecione o Estado'...). */
export const contactFormSchema = /* @__PURE__ */ createContactFormSchema();

/** The values of a valid contact form; the phone comes out masked and the state as a UF code. */
export type ContactFormValues = z.output<typeof contactFormSchema>;
