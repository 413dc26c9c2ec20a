import * as z from 'zod';

/** A product's seal flag; the name `'normal'` means no flag is shown. */
export const sealStatusSchema = z.looseObject({
  name: z.string(),
  image: z.string().nullish(),
});

/** A product's seal flag (section 3). */
export type SealStatus = z.infer<typeof sealStatusSchema>;
