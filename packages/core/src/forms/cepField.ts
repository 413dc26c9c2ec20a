import * as z from 'zod/mini';
import { maskCep } from '../format/maskCep';
import { isValidCep } from '../validators/isValidCep';

/**
 * A required CEP field: `required` when empty, `invalid` unless 8 digits (bare or `00000-000`); the parsed value
 * is masked `00000-000`. Internal building block of the form schemas.
 */
export function cepField(messages: { required: string; invalid: string }) {
  return z.pipe(
    z.string({ error: messages.required }).check(
      z.trim(),
      z.superRefine((value: string, context) => {
        if (value.length === 0) context.addIssue({ code: 'custom', message: messages.required });
        else if (!isValidCep(value)) context.addIssue({ code: 'custom', message: messages.invalid });
      }),
    ),
    z.transform((value: string) => maskCep(value)),
  );
}
