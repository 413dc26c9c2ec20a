import * as z from 'zod/mini';

/** A text reply; an empty reply reads as `null`: the platform answers nothing when there is nothing. */
export const optionalTextReply = z.pipe(
  z.union([z.string(), z.null()]),
  z.transform((text: string | null) => (text === '' ? null : text)),
);
