import * as z from 'zod/mini';
import { flagSchema } from './flagSchema';
import type { KnownFields } from './KnownFields';

/**
 * A shipping option with its price in BRL (0 means free freight). `deliveryTime` is in days, `null`
 * meaning immediate dispatch; `usefulDay` says the days are business days; `ScheduledDelivery` marks a
 * scheduled delivery.
 */
export const freightOptionSchema = z.looseObject({
  shippingMode: z.looseObject({
    idShippingMode: z.number(),
    name: z.string(),
    deliveryTime: z.nullable(z.number()),
    usefulDay: z.optional(flagSchema),
    ScheduledDelivery: z.optional(flagSchema),
  }),
  valueShipping: z.number(),
});

/** A shipping option. */
export interface FreightOption extends KnownFields<z.infer<typeof freightOptionSchema>> {}
