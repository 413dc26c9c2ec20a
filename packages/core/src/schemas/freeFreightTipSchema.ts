import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

/**
 * The free-freight tip of the cart; `cartInformation` may contain a `[Valor]` placeholder for
 * `remainingValue` (BRL still missing for free freight). Fields are `undefined`/`null` without a tip.
 */
export const freeFreightTipSchema = z.looseObject({
  idShipping: z.nullish(z.number()),
  cartDisplayInfo: z.optional(flagSchema),
  cartInformation: z.nullish(z.string()),
  remainingValue: z.nullish(z.number()),
});

/** The free-freight tip of the cart. */
export interface FreeFreightTip extends KnownFields<z.infer<typeof freeFreightTipSchema>> {}
