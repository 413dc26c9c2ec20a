import * as z from 'zod/mini';
import { maskPhone } from '../format/maskPhone';
import { isValidPhone } from '../validators/isValidPhone';

/** Length limits of a phone field, as the spec gives them per form. */
export interface PhoneFieldLimits {
  /** Minimum length of the masked value (`'(11) 3456-7890'` has 14); `undefined` for none. */
  minMaskedLength?: number | undefined;
  /** Maximum length of the value as typed; `undefined` for none. */
  maxLength?: number | undefined;
}

/**
 * A required Brazilian phone field with a valid area code: `required` when empty, `invalid` otherwise when wrong.
 * Masked or bare input is accepted; the parsed value is masked (`'(11) 98765-4321'`). Internal to the form schemas.
 */
export function phoneField(messages: { required: string; invalid: string }, limits: PhoneFieldLimits = {}) {
  return z.pipe(
    z.string({ error: messages.required }).check(
      z.trim(),
      z.superRefine((value: string, context) => {
        if (value.length === 0) {
          context.addIssue({ code: 'custom', message: messages.required });
          return;
        }
        const tooShort =
          limits.minMaskedLength !== undefined && maskPhone(value).length < limits.minMaskedLength;
        const tooLong = limits.maxLength !== undefined && value.length > limits.maxLength;
        if (tooShort || tooLong || !isValidPhone(value, { requireAreaCode: true })) {
          context.addIssue({ code: 'custom', message: messages.invalid });
        }
      }),
    ),
    z.transform((value: string) => maskPhone(value)),
  );
}
