import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** A product's seal flag; the name `'normal'` means no flag is shown. */
export const sealStatusSchema = z.looseObject({
  name: z.string(),
  image: z.nullish(z.string()),
});

/** A product's seal flag. */
export interface SealStatus extends KnownFields<z.infer<typeof sealStatusSchema>> {}
