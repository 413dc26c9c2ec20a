import * as z from 'zod';
import { flagSchema } from './flagSchema';

/** The newsletter popup settings (unpublished shape: Vitrine's); texts are `undefined`/`null` when unset. */
export const newsletterPopupSchema = z.looseObject({
  status: flagSchema,
  title: z.string().nullish(),
  description: z.string().nullish(),
  image: z.string().nullish(),
});

/** The newsletter popup settings. */
export type NewsletterPopup = z.infer<typeof newsletterPopupSchema>;
