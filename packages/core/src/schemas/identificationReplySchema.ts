import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

/**
 * The reply of the checkout identification: `exist` is true when the e-mail has an account,
 * `hasPassword` whether that account can log in with a password (`undefined` when there is none).
 */
export const identificationReplySchema = z.looseObject({
  exist: flagSchema,
  hasPassword: z.optional(flagSchema),
});

/** The reply of the checkout identification. */
export interface IdentificationReply extends KnownFields<z.infer<typeof identificationReplySchema>> {}
