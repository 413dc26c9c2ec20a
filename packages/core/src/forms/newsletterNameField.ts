import * as z from 'zod/mini';

// At least two letters, a space, then more letters; accented letters, apostrophes and hyphens inside words allowed.
const personNamePattern = /^\p{L}{2,}(?:\s+\p{L}+(?:['’-]\p{L}+)*)+$/u;

/**
 * The newsletter's name field: `required` when empty, `invalid` unless it looks like a first and last name
 * ('Maria da Silva', 'José Ávila'). Internal building block of the newsletter schemas.
 */
export function newsletterNameField(messages: { required: string; invalid: string }) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.superRefine((value: string, context) => {
      if (value.length === 0) context.addIssue({ code: 'custom', message: messages.required });
      else if (!personNamePattern.test(value))
        context.addIssue({ code: 'custom', message: messages.invalid });
    }),
  );
}
