import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** The delivery-tracking configuration; `token` is `undefined`/`null` when tracking is off. */
export const deliveryTrackingConfigSchema = z.looseObject({
  token: z.nullish(z.string()),
});

/** The delivery-tracking configuration. */
export interface DeliveryTrackingConfig extends KnownFields<z.infer<typeof deliveryTrackingConfigSchema>> {}
