import * as z from 'zod/mini';
import { emailField } from './emailField';
import { type FormMessages, formMessages } from './formMessages';
import { phoneField } from './phoneField';
import { textField } from './textField';

/** Builds the back-in-stock alert ("Avise-me") form schema (name, email, phone) with the given messages. */
export function createAlertMeFormSchema(messages: FormMessages = formMessages) {
  const m = messages.alertMe;
  return z.object({
    name: textField({ required: m.nameRequired }),
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
    phone: phoneField({ required: m.phoneRequired, invalid: m.phoneInvalid }, { maxLength: 15 }),
  });
}

/** The back-in-stock alert form schema with the spec's messages ('Campo Obrigatório', 'E-mail Inválido'...). */
export const alertMeFormSchema = /* @__PURE__ */ createAlertMeFormSchema();

/** The values of a valid alert-me form; the phone comes out masked. */
export type AlertMeFormValues = z.output<typeof alertMeFormSchema>;
