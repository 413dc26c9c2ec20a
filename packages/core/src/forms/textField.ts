import * as z from 'zod/mini';

/** Messages of a required text field; `tooShort` applies when `minLength` is set. Internal to the form schemas. */
export interface TextFieldMessages {
  required: string;
  tooShort?: string | undefined;
}

/**
 * A required, trimmed text field reporting exactly one message: `required` when empty, else `tooShort` below
 * `minLength`. Internal building block of the form schemas (not exported from the package).
 */
export function textField(messages: TextFieldMessages, minLength = 1) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.superRefine((value: string, context) => {
      if (value.length === 0) context.addIssue({ code: 'custom', message: messages.required });
      else if (value.length < minLength) {
        context.addIssue({ code: 'custom', message: messages.tooShort ?? messages.required });
      }
    }),
  );
}
