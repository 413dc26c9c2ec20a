import * as z from 'zod/mini';
import { emailField } from './emailField';
import { type FormMessages, formMessages } from './formMessages';

/** Builds the customer login form schema (email, password) with the given messages. */
export function createLoginFormSchema(messages: FormMessages = formMessages) {
  const m = messages.login;
  return z.object({
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
    // Not trimmed: spaces may be part of a password.
    password: z.string({ error: m.passwordRequired }).check(z.minLength(1, m.passwordRequired)),
  });
}

/** The customer login form schema with the default messages. */
export const loginFormSchema = /* @__PURE__ */ createLoginFormSchema();

/** The values of a valid login form. */
export type LoginFormValues = z.output<typeof loginFormSchema>;
