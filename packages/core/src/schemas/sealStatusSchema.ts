import * as z from 'zod/mini';

/** A product's seal flag; the name `'normal'` means no flag is shown. */
export const sealStatusSchema = z.looseObject({
  name: z.string(),
  image: z.nullish(z.string()),
});

/** A product's seal flag (section 3). */
export type SealStatus = z.infer<typeof sealStatusSchema>;
