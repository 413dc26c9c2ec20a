import type * as z from 'zod/mini';
import { cardInstallmentsReplySchema } from '../../schemas/cardInstallmentsReplySchema';
import { paymentAppConfigSchema } from '../../schemas/paymentAppConfigSchema';
import { paymentProviderConfigSchema } from '../../schemas/paymentProviderConfigSchema';
import { paymentSessionSchema } from '../../schemas/paymentSessionSchema';
import type { StoreEndpoint } from '../StoreEndpoint';
import { noInput, payload } from './defineEndpoint';

/** The card payment provider (gateway ids 17 and 20); its paths are not published, so these are envelope calls. */
export const paymentEndpoints = {
  'payment.providerConfig': noInput(paymentProviderConfigSchema),
  'payment.appConfig': noInput(paymentAppConfigSchema),
  'payment.session': noInput(paymentSessionSchema),
  /** The provider's installments for a card `bin` (its first 6 digits) and a value in BRL. */
  'payment.cardInstallments': payload(
    (input: {
      readonly bin: string;
      readonly value: number;
      readonly maxInstallmentWithoutInterest?: number;
    }) => input,
    cardInstallmentsReplySchema,
  ),
} satisfies { readonly [K in `payment.${string}`]?: StoreEndpoint<never, z.core.$ZodType> };

/** The calls of `paymentEndpoints`. */
export type PaymentEndpoints = typeof paymentEndpoints;
