import * as z from 'zod/mini';

/** A card provider session, whose `id` the provider's browser library needs. */
export const paymentSessionSchema = z.looseObject({
  id: z.string(),
});

/** A card provider session (section 7). */
export type PaymentSession = z.infer<typeof paymentSessionSchema>;
