import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

/** The reply of the privacy-policy check: `exist` is true when the visitor already accepted it. */
export const privacyVerifyReplySchema = z.looseObject({
  exist: flagSchema,
});

/** The reply of the privacy-policy check. */
export interface PrivacyVerifyReply extends KnownFields<z.infer<typeof privacyVerifyReplySchema>> {}
