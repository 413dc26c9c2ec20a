import * as z from 'zod';
import { flagSchema } from './flagSchema';

/**
 * The free-freight tip of the cart; `cartInformation` may contain a `[Valor]` placeholder for
 * `remainingValue` (BRL still missing for free freight). Fields are `undefined`/`null` without a tip.
 */
export const freeFreightTipSchema = z.looseObject({
  idShipping: z.number().nullish(),
  cartDisplayInfo: flagSchema.optional(),
  cartInformation: z.string().nullish(),
  remainingValue: z.number().nullish(),
});

/** The free-freight tip of the cart (section 3). */
export type FreeFreightTip = z.infer<typeof freeFreightTipSchema>;
