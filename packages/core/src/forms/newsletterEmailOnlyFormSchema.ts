import * as z from 'zod/mini';
import { emailField } from './emailField';
import { type FormMessages, formMessages } from './formMessages';

/** Builds the newsletter form schema in its email-only mode with the given messages. */
export function createNewsletterEmailOnlyFormSchema(messages: FormMessages = formMessages) {
  const m = messages.newsletter;
  return z.object({ email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }) });
}

/** The newsletter form schema (email only) with the spec's messages ('Informe o Email', 'E-mail Inválido'). */
export const newsletterEmailOnlyFormSchema = /* @__PURE__ */ createNewsletterEmailOnlyFormSchema();

/** The values of a valid newsletter form in its email-only mode. */
export type NewsletterEmailOnlyFormValues = z.output<typeof newsletterEmailOnlyFormSchema>;
