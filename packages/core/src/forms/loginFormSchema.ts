import * as z from 'zod/mini';
import { isValidCnpj } from '../validators/isValidCnpj';
import { isValidCpf } from '../validators/isValidCpf';
import { isValidEmail } from '../validators/isValidEmail';
import { type FormMessages, formMessages } from './formMessages';

/**
 * Builds the customer login form schema with the given messages: the login (an e-mail, or a CPF or CNPJ — masked
 * or not, the alphanumeric CNPJ included — as the platform signs in with either) and the password.
 */
export function createLoginFormSchema(messages: FormMessages = formMessages) {
  const m = messages.login;
  return z.object({
    email: z.string({ error: m.emailRequired }).check(
      z.trim(),
      z.superRefine((value: string, context) => {
        if (value.length === 0) context.addIssue({ code: 'custom', message: m.emailRequired });
        else if (!isValidEmail(value) && !isValidCpf(value) && !isValidCnpj(value))
          context.addIssue({ code: 'custom', message: m.emailInvalid });
      }),
    ),
    // Not trimmed: spaces may be part of a password.
    password: z.string({ error: m.passwordRequired }).check(z.minLength(1, m.passwordRequired)),
  });
}

/** The customer login form schema with the default messages. */
export const loginFormSchema = /* @__PURE__ */ createLoginFormSchema();

/** The values of a valid login form. */
export type LoginFormValues = z.output<typeof loginFormSchema>;
