import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** A newsletter interest category, sent back in `emailInfoCategory` on registration. */
export const newsletterCategorySchema = z.looseObject({
  idEmailInfoCategory: z.number(),
  name: z.string(),
});

/** A newsletter interest category. */
export interface NewsletterCategory extends KnownFields<z.infer<typeof newsletterCategorySchema>> {}
