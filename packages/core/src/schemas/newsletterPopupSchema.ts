import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

/** The newsletter popup settings (unpublished shape: Vitrine's); texts are `undefined`/`null` when unset. */
export const newsletterPopupSchema = z.looseObject({
  status: flagSchema,
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  image: z.nullish(z.string()),
});

/** The newsletter popup settings. */
export interface NewsletterPopup extends KnownFields<z.infer<typeof newsletterPopupSchema>> {}
