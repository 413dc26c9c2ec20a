import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/** A card provider session, whose `id` the provider's browser library needs. */
export const paymentSessionSchema = z.looseObject({
  id: z.string(),
});

/** A card provider session. */
export interface PaymentSession extends KnownFields<z.infer<typeof paymentSessionSchema>> {}
