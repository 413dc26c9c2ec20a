import * as z from 'zod';

/** The delivery-tracking configuration; `token` is `undefined`/`null` when tracking is off. */
export const deliveryTrackingConfigSchema = z.looseObject({
  token: z.string().nullish(),
});

/** The delivery-tracking configuration (section 3). */
export type DeliveryTrackingConfig = z.infer<typeof deliveryTrackingConfigSchema>;
