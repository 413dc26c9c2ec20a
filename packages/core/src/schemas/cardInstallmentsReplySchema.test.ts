import { describe, expect, it } from 'vitest';
import { cardInstallmentsReplySchema } from './cardInstallmentsReplySchema';

describe('cardInstallmentsReplySchema', () => {
  it('given plans per brand, it parses them', () => {
    const reply = cardInstallmentsReplySchema.parse({
      payment_methods: {
        credit_card: {
          visa: {
            installment_plans: [
              { installments: 1, installment_value: 10000, amount: { value: 10000 }, interest_free: true },
              { installments: 2, installment_value: 5150, amount: { value: 10300 }, interest_free: false },
            ],
          },
        },
      },
    });
    expect(reply.payment_methods.credit_card.visa?.installment_plans[1]?.amount.value).toBe(10300);
  });

  it('given a plan without its amount, it rejects the reply', () => {
    const result = cardInstallmentsReplySchema.safeParse({
      payment_methods: {
        credit_card: {
          elo: { installment_plans: [{ installments: 1, installment_value: 1, interest_free: true }] },
        },
      },
    });
    expect(result.success).toBe(false);
  });
});
