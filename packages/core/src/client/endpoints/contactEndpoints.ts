import * as z from 'zod/mini';
import type { ContactPayload } from '../../schemas/contactPayloadSchema';
import { contactTopicSchema } from '../../schemas/contactTopicSchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import type { AreaEndpoints } from './AreaEndpoints';
import { noInput } from './noInput';
import { payload } from './payload';

/** The `contact.*` calls of `storeEndpoints`, loaded by the client on the area's first call. */
export const contactEndpoints = {
  'contact.topics': noInput(z.array(contactTopicSchema)),
  'contact.send': payload((input: ContactPayload) => input, successReplySchema),
} satisfies AreaEndpoints<'contact'>;
