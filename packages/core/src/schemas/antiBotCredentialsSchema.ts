import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

/**
 * The anti-bot (reCAPTCHA) credentials: `tipo` is the comma list of action names that need a token
 * (e.g. 'login,contato'); `siteKey` is `undefined`/`null` when the store has none.
 */
export const antiBotCredentialsSchema = z.looseObject({
  status: flagSchema,
  tipo: z.nullish(z.string()),
  siteKey: z.nullish(z.string()),
});

/** The anti-bot credentials. */
export interface AntiBotCredentials extends KnownFields<z.infer<typeof antiBotCredentialsSchema>> {}
