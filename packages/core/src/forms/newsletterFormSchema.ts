import * as z from 'zod/mini';
import { emailField } from './emailField';
import { type FormMessages, formMessages } from './formMessages';
import { newsletterNameField } from './newsletterNameField';

/** Builds the newsletter form schema in its name-and-email mode with the given messages. */
export function createNewsletterFormSchema(messages: FormMessages = formMessages) {
  const m = messages.newsletter;
  return z.object({
    name: newsletterNameField({ required: m.nameRequired, invalid: m.nameInvalid, tooLong: m.nameTooLong }),
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
  });
}

/** The newsletter form schema (name and email) with the spec's messages ('Informe o nome corretamente'...). */
export const newsletterFormSchema = /* @__PURE__ */ createNewsletterFormSchema();

/** The values of a valid newsletter form in its name-and-email mode. */
export type NewsletterFormValues = z.output<typeof newsletterFormSchema>;
