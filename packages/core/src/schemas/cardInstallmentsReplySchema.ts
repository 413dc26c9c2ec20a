import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

const installmentPlanSchema = z.looseObject({
  installments: z.number(),
  installment_value: z.number(),
  amount: z.looseObject({ value: z.number() }),
  interest_free: z.boolean(),
});

/**
 * The card provider's version-4 installments reply: per card brand (visa, mastercard, elo...), its
 * installment plans. Amounts are as the provider sends them.
 */
export const cardInstallmentsReplySchema = z.looseObject({
  payment_methods: z.looseObject({
    credit_card: z.record(z.string(), z.looseObject({ installment_plans: z.array(installmentPlanSchema) })),
  }),
});

/** The card provider's version-4 installments reply. */
export interface CardInstallmentsReply extends KnownFields<z.infer<typeof cardInstallmentsReplySchema>> {}
