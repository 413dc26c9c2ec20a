import * as z from 'zod/mini';
import { checkPersonName } from '../validators/checkPersonName';

/**
 * The newsletter's name field by the shared person-name rule (`checkPersonName`, the sandbox's too): `required`
 * when empty, `tooLong` above 100 characters, `invalid` unless it looks like a first and last name ('Maria da
 * Silva', "Joana D'Arc", 'Ana-Maria Souza'). Internal building block of the newsletter schemas.
 */
export function newsletterNameField(messages: { required: string; invalid: string; tooLong: string }) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.superRefine((value: string, context) => {
      const verdict = checkPersonName(value);
      if (verdict === 'valid') return;
      const message =
        verdict === 'empty' ? messages.required : verdict === 'tooLong' ? messages.tooLong : messages.invalid;
      context.addIssue({ code: 'custom', message });
    }),
  );
}
