import * as z from 'zod/mini';
import type { ContactPayload } from '../../schemas/contactPayloadSchema';
import { contactTopicSchema } from '../../schemas/contactTopicSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import type { StoreEndpoint } from '../StoreEndpoint';
import { noInput, payload } from './defineEndpoint';

/** The contact form: topics and sending. */
export const contactEndpoints = {
  'contact.topics': noInput(z.array(contactTopicSchema)),
  'contact.send': payload((input: ContactPayload) => input, successReplySchema),
} satisfies { readonly [K in `contact.${string}`]?: StoreEndpoint<never, z.core.$ZodType> };

/** The calls of `contactEndpoints`. */
export type ContactEndpoints = typeof contactEndpoints;
