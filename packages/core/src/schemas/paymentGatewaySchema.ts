import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';
import { paymentMethodSchema } from './paymentMethodSchema';

/** A payment gateway (ids 17 and 20 are the card payment provider) and its methods. */
export const paymentGatewaySchema = z.looseObject({
  idPaymentGateway: z.number(),
  name: z.string(),
  paymentMethods: z.array(paymentMethodSchema),
});

/** A payment gateway. */
export interface PaymentGateway extends KnownFields<z.infer<typeof paymentGatewaySchema>> {}
