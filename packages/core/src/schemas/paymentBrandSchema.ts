import * as z from 'zod/mini';
import { installmentOptionSchema } from './installmentOptionSchema';
import type { KnownFields } from './KnownFields';

/** A payment brand (a card flag, a bank: ids 320-323 are the bank transfers); `installments` when priced. */
export const paymentBrandSchema = z.looseObject({
  idPaymentBrand: z.number(),
  name: z.string(),
  namePayment: z.nullish(z.string()),
  installments: z.nullish(z.array(installmentOptionSchema)),
});

/** A payment brand. */
export interface PaymentBrand extends KnownFields<z.infer<typeof paymentBrandSchema>> {}
