import { privacyVerifyReplySchema } from '../../schemas/privacyVerifyReplySchema';
import { successReplySchema } from '../../schemas/successReplySchema';
import type { AreaEndpoints } from './AreaEndpoints';
import { noInput } from './noInput';

/** The `privacy.*` calls of `storeEndpoints`, loaded by the client on the area's first call. */
export const privacyEndpoints = {
  'privacy.verify': noInput(privacyVerifyReplySchema, { type: 'verify' }),
  'privacy.create': noInput(successReplySchema, { type: 'create' }),
  'privacy.customerAccept': noInput(successReplySchema),
} satisfies AreaEndpoints<'privacy'>;
