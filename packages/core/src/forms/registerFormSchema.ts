import * as z from 'zod/mini';
import { maskCnpj } from '../format/maskCnpj';
import { maskCpf } from '../format/maskCpf';
import { isValidBirthDate } from '../validators/isValidBirthDate';
import { isValidCnpj } from '../validators/isValidCnpj';
import { isValidCpf } from '../validators/isValidCpf';
import { emailField } from './emailField';
import { type FormMessages, formMessages } from './formMessages';
import { phoneField } from './phoneField';
import { textField } from './textField';

/** Options of {@link createRegisterFormSchema}. */
export interface RegisterFormSchemaOptions {
  /** The clock the birth-date age check uses; the real one when `undefined`. */
  now?: (() => Date) | undefined;
  /** Minimum password length; 6 when `undefined`. */
  minPasswordLength?: number | undefined;
}

/**
 * Builds the customer registration schema with the given messages: name, email, document (a CPF for a person or
 * a CNPJ, numeric or alphanumeric, for a company), birth date (required with a CPF, optional with a CNPJ), phone,
 * password and its confirmation. The document comes out masked, the phone too.
 */
export function createRegisterFormSchema(
  messages: FormMessages = formMessages,
  options: RegisterFormSchemaOptions = {},
) {
  const m = messages.register;
  const now = options.now ?? (() => new Date());
  const minPasswordLength = options.minPasswordLength ?? 6;
  const fields = z.object({
    name: textField({ required: m.nameRequired, tooShort: m.nameTooShort }, 3),
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
    document: z.pipe(
      z.string({ error: m.documentRequired }).check(
        z.trim(),
        z.superRefine((value: string, context) => {
          if (value.length === 0) context.addIssue({ code: 'custom', message: m.documentRequired });
          else if (!isValidCpf(value) && !isValidCnpj(value)) {
            context.addIssue({ code: 'custom', message: m.documentInvalid });
          }
        }),
      ),
      z.transform((value: string) => (isValidCpf(value) ? maskCpf(value) : maskCnpj(value))),
    ),
    birthDate: z.pipe(
      z.optional(z.string({ error: m.birthDateInvalid }).check(z.trim())).check(
        z.superRefine((value: string | undefined, context) => {
          if (value && !isValidBirthDate(value, now())) {
            context.addIssue({ code: 'custom', message: m.birthDateInvalid });
          }
        }),
      ),
      z.transform((value: string | undefined) => value || undefined),
    ),
    phone: phoneField({ required: m.phoneRequired, invalid: m.phoneInvalid }),
    password: z.string({ error: m.passwordRequired }).check(
      z.superRefine((value: string, context) => {
        if (value.length === 0) context.addIssue({ code: 'custom', message: m.passwordRequired });
        else if (value.length < minPasswordLength) {
          context.addIssue({ code: 'custom', message: m.passwordTooShort });
        }
      }),
    ),
    passwordConfirmation: z.string({ error: m.passwordConfirmationMismatch }),
  });
  return fields.check(
    z.superRefine((values: z.output<typeof fields>, context) => {
      if (values.password !== values.passwordConfirmation) {
        context.addIssue({
          code: 'custom',
          message: m.passwordConfirmationMismatch,
          path: ['passwordConfirmation'],
        });
      }
      // A person (CPF) must give a birth date; a company (CNPJ) has none.
      if (isValidCpf(values.document) && !values.birthDate) {
        context.addIssue({ code: 'custom', message: m.birthDateRequired, path: ['birthDate'] });
      }
    }),
  );
}

/** The customer registration form schema with the default messages and the real clock. */
export const registerFormSchema = /* @__PURE__ */ createRegisterFormSchema();

/** The values of a valid registration form; `birthDate` is `undefined` for a company (CNPJ) that gave none. */
export type RegisterFormValues = z.output<typeof registerFormSchema>;
