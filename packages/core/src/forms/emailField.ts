import * as z from 'zod/mini';
import { isValidEmail } from '../validators/isValidEmail';

/**
 * A required, trimmed email field: `required` when empty, `invalid` when it fails `isValidEmail` (the standard
 * pattern plus the common email check). Internal building block of the form schemas.
 */
export function emailField(messages: { required: string; invalid: string }) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.superRefine((value: string, context) => {
      if (value.length === 0) context.addIssue({ code: 'custom', message: messages.required });
      else if (!isValidEmail(value)) context.addIssue({ code: 'custom', message: messages.invalid });
    }),
  );
}
