import * as z from 'zod/mini';

/** The delivery-tracking configuration; `token` is `undefined`/`null` when tracking is off. */
export const deliveryTrackingConfigSchema = z.looseObject({
  token: z.nullish(z.string()),
});

/** The delivery-tracking configuration (section 3). */
export type DeliveryTrackingConfig = z.infer<typeof deliveryTrackingConfigSchema>;
