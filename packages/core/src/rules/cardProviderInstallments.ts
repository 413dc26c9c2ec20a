import { fromCents } from './internal/fromCents';
import type { InstallmentOptionLike } from './types';

/** One plan of the card provider's version-4 installment reply; amounts are integer cents. */
export interface CardProviderV4InstallmentPlan {
  installments: number;
  installment_value: number;
  amount?: { value: number } | null | undefined;
  interest_free?: boolean | null | undefined;
}

/** The card provider's version-4 installment reply: payment_methods.credit_card.{brand}.installment_plans. */
export interface CardProviderV4InstallmentsReply {
  payment_methods?:
    | {
        credit_card?:
          | Readonly<
              Record<
                string,
                { installment_plans?: readonly CardProviderV4InstallmentPlan[] | null } | null | undefined
              >
            >
          | null
          | undefined;
      }
    | null
    | undefined;
}

/**
 * Turns the card provider's version-4 reply into our installment options (amounts in reais, by quantity).
 * `brand` ('visa', 'mastercard'…, any case) picks a brand; without it the first brand with plans is used.
 * An empty list means the provider offered no installment for that brand.
 */
export function cardProviderInstallments(
  reply: CardProviderV4InstallmentsReply | null | undefined,
  brand?: string,
): InstallmentOptionLike[] {
  const brands = reply?.payment_methods?.credit_card ?? {};
  const entries = Object.entries(brands);
  const wanted = brand?.toLowerCase();
  const entry = wanted
    ? entries.find(([name]) => name.toLowerCase() === wanted)
    : entries.find(([, value]) => (value?.installment_plans?.length ?? 0) > 0);
  const plans = entry?.[1]?.installment_plans ?? [];
  return plans
    .filter((plan) => Number.isFinite(plan.installments) && plan.installments >= 1)
    .map((plan) => {
      const installmentAmount = fromCents(plan.installment_value);
      // The total falls back to quantity × value when the provider left amount out.
      const totalCents = plan.amount?.value ?? plan.installment_value * plan.installments;
      return {
        quantity: plan.installments,
        installmentAmount,
        totalAmount: fromCents(totalCents),
        interestFree: plan.interest_free === true,
      };
    })
    .sort((a, b) => a.quantity - b.quantity);
}
