import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';
import { paymentBrandSchema } from './paymentBrandSchema';

/** A payment method (credit card, boleto, PIX, online debit) and its brands. */
export const paymentMethodSchema = z.looseObject({
  idPaymentMethod: z.nullish(z.number()),
  name: z.string(),
  paymentBrands: z.array(paymentBrandSchema),
});

/** A payment method. */
export interface PaymentMethod extends KnownFields<z.infer<typeof paymentMethodSchema>> {}
