import * as z from 'zod/mini';
import { newsletterCategorySchema } from '../../schemas/newsletterCategorySchema';
import { newsletterPopupSchema } from '../../schemas/newsletterPopupSchema';
import type { NewsletterRegistration } from '../../schemas/newsletterRegistrationSchema';
import { newsletterRegistrationSchema } from '../../schemas/newsletterRegistrationSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import type { StoreEndpoint } from '../StoreEndpoint';
import { noInput, payload } from './defineEndpoint';

/** The newsletter: categories, registration, the pop-up. */
export const newsletterEndpoints = {
  'newsletter.categories': noInput(z.array(newsletterCategorySchema)),
  'newsletter.register': payload((input: NewsletterRegistration) => input, successReplySchema),
  'newsletter.get': noInput(z.nullable(newsletterRegistrationSchema)),
  'newsletter.popup': noInput(z.nullable(newsletterPopupSchema)),
} satisfies { readonly [K in `newsletter.${string}`]?: StoreEndpoint<never, z.core.$ZodType> };

/** The calls of `newsletterEndpoints`. */
export type NewsletterEndpoints = typeof newsletterEndpoints;
