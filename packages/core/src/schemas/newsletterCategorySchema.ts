import * as z from 'zod/mini';

/** A newsletter interest category, sent back in `emailInfoCategory` on registration. */
export const newsletterCategorySchema = z.looseObject({
  idEmailInfoCategory: z.number(),
  name: z.string(),
});

/** A newsletter interest category (section 3). */
export type NewsletterCategory = z.infer<typeof newsletterCategorySchema>;
