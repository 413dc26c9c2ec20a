import * as z from 'zod/mini';
import { newsletterCategorySchema } from '../../schemas/newsletterCategorySchema';
import { newsletterPopupSchema } from '../../schemas/newsletterPopupSchema';
import type { NewsletterRegistration } from '../../schemas/newsletterRegistrationSchema';
import { newsletterRegistrationSchema } from '../../schemas/newsletterRegistrationSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import type { AreaEndpoints } from './AreaEndpoints';
import { noInput } from './noInput';
import { payload } from './payload';

/** The `newsletter.*` calls of `storeEndpoints`, loaded by the client on the area's first call. */
export const newsletterEndpoints = {
  'newsletter.categories': noInput(z.array(newsletterCategorySchema)),
  'newsletter.register': payload((input: NewsletterRegistration) => input, successReplySchema),
  'newsletter.get': noInput(z.nullable(newsletterRegistrationSchema)),
  'newsletter.popup': noInput(z.nullable(newsletterPopupSchema)),
} satisfies AreaEndpoints<'newsletter'>;
