import * as z from 'zod/mini';

// Number inputs and radio groups hand over strings. Only plain decimal notation counts: '' means "not filled"
// (not 0), and '1e3' or '0x10' stay strings and fail, as the quantity input blocks the 'e' key.
function numberFromInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return /^-?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
}

/**
 * A required integer field between `min` and `max` (inclusive), from a number or a numeric string, reporting
 * `message` for anything else. Internal building block of the form schemas.
 */
export function integerField(message: string, min: number, max: number) {
  return z.pipe(
    z.transform(numberFromInput),
    z.number({ error: message }).check(
      z.superRefine((value: number, context) => {
        if (!Number.isInteger(value) || value < min || value > max)
          context.addIssue({ code: 'custom', message });
      }),
    ),
  );
}
