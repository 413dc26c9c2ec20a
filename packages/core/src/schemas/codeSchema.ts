import * as z from 'zod/mini';

/** A textual code the platform sends as a string or a number (product codes, seal ids), always a string. */
export const codeSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value: string | number) => String(value)),
);
