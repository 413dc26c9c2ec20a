import * as z from 'zod/mini';

/** A text reply where an empty one reads as `null`: the platform answers nothing when there is nothing. */
export const optionalTextSchema = z.pipe(
  z.union([z.string(), z.null()]),
  z.transform((text: string | null) => (text === '' ? null : text)),
);
