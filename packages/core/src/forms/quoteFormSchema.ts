import * as z from 'zod/mini';
import { emailField } from './emailField';
import { type FormMessages, formMessages } from './formMessages';
import { phoneField } from './phoneField';
import { textField } from './textField';

/** Builds the quote-request form schema (name, email, phone, message) with the given messages. */
export function createQuoteFormSchema(messages: FormMessages = formMessages) {
  const m = messages.quote;
  return z.object({
    name: textField({ required: m.nameRequired }),
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
    // Masked, at least 14 characters ('(11) 3456-7890'), with a real area code.
    phone: phoneField({ required: m.phoneRequired, invalid: m.phoneInvalid }, { minMaskedLength: 14 }),
    message: textField({ required: m.messageRequired }),
  });
}

/** The quote-request form schema with the spec's messages ('E-mail Invalido', 'Informe um Telefone Valido'...). */
export const quoteFormSchema = /* @__PURE__ */ createQuoteFormSchema();

/** The values of a valid quote form; the phone comes out masked. */
export type QuoteFormValues = z.output<typeof quoteFormSchema>;
