import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';
import { newsletterCategorySchema } from './newsletterCategorySchema';

/**
 * A newsletter registration, as sent (payload: `idEmailInfo` 0 for a new one, `gender` 'M' by default,
 * `emailInfoCategory` the fetched categories) and as read back for the logged-in shopper.
 */
export const newsletterRegistrationSchema = z.looseObject({
  idEmailInfo: z.number(),
  name: z.string(),
  email: z.string(),
  emailInfoCategory: z.array(newsletterCategorySchema),
  gender: z.string(),
});

/** A newsletter registration. */
export interface NewsletterRegistration extends KnownFields<z.infer<typeof newsletterRegistrationSchema>> {}
