import type * as z from 'zod/mini';

/**
 * The first message of each invalid field of a failed form parse, keyed by top-level field name
 * (`{ email: 'E-mail Inválido' }`); a field is absent (`undefined`) when it is valid. Pass `result.error`.
 */
export function formFieldErrors(error: z.core.$ZodError | undefined): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error?.issues ?? []) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
