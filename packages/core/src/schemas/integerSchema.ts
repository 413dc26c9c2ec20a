import * as z from 'zod/mini';

const requireInteger = (value: number, ctx: z.core.ParsePayload): number => {
  if (!Number.isInteger(value))
    ctx.issues.push({ code: 'custom', message: 'Expected an integer', input: value });
  return value;
};

/**
 * A whole number. Written as a check in a transform rather than `z.int()`: the cart's reply schemas then need
 * no number-format machinery of zod (0.5 kB gzip of the cart-only bundle).
 */
export const integerSchema = z.pipe(z.number(), z.transform(requireInteger));
