import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

/**
 * A social network or contact channel of the store; `position` 'ESQUERDA' places a floating button on
 * the left; `contactMessage` (e.g. a WhatsApp greeting) is `undefined`/`null` when unset.
 */
export const socialNetworkSchema = z.looseObject({
  identifier: z.string(),
  content: z.string(),
  contactMessage: z.nullish(z.string()),
  position: z.nullish(z.string()),
  show: flagSchema,
});

/** A social network of the store. */
export interface SocialNetwork extends KnownFields<z.infer<typeof socialNetworkSchema>> {}
