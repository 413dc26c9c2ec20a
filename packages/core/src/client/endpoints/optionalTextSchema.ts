import * as z from 'zod/mini';

/** A text reply where an empty one reads as `null`: the platform answers nothing when there is nothing. */
export const optionalTextSchema = z.pipe(
  z.nullable(z.string()),
  z.transform((text: string | null) => (text === '' ? null : text)),
);
