import { cardInstallmentsReplySchema } from '../../schemas/cardInstallmentsReplySchema';
import { paymentAppConfigSchema } from '../../schemas/paymentAppConfigSchema';
import { paymentProviderConfigSchema } from '../../schemas/paymentProviderConfigSchema';
import { paymentSessionSchema } from '../../schemas/paymentSessionSchema';
import type { AreaEndpoints } from './AreaEndpoints';
import { noInput } from './noInput';
import { payload } from './payload';

/** The `payment.*` calls of `storeEndpoints`, loaded by the client on the area's first call. */
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
} satisfies AreaEndpoints<'payment'>;
