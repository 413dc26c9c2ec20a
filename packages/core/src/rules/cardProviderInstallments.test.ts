import { describe, expect, it } from 'vitest';
import { cardProviderInstallments } from './cardProviderInstallments';

const reply = {
  payment_methods: {
    credit_card: {
      visa: {
        installment_plans: [
          { installments: 2, installment_value: 5000, amount: { value: 10000 }, interest_free: true },
          { installments: 1, installment_value: 10000, amount: { value: 10000 }, interest_free: true },
          { installments: 10, installment_value: 1137, amount: { value: 11370 }, interest_free: false },
        ],
      },
      mastercard: {
        installment_plans: [
          { installments: 1, installment_value: 9990, amount: { value: 9990 }, interest_free: true },
        ],
      },
    },
  },
};

describe('cardProviderInstallments', () => {
  it('turns the version-4 plans (cents) into installment options in reais, by quantity', () => {
    expect(cardProviderInstallments(reply, 'visa')).toEqual([
      { quantity: 1, installmentAmount: 100, totalAmount: 100, interestFree: true },
      { quantity: 2, installmentAmount: 50, totalAmount: 100, interestFree: true },
      { quantity: 10, installmentAmount: 11.37, totalAmount: 113.7, interestFree: false },
    ]);
  });

  it('picks the brand whatever its case, and the first brand with plans when none is given', () => {
    expect(cardProviderInstallments(reply, 'MASTERCARD')).toEqual([
      { quantity: 1, installmentAmount: 99.9, totalAmount: 99.9, interestFree: true },
    ]);
    expect(cardProviderInstallments(reply)[0]?.quantity).toBe(1);
    expect(cardProviderInstallments(reply)).toHaveLength(3);
  });

  it('given a brand the provider did not return, or an empty reply, there are no options', () => {
    expect(cardProviderInstallments(reply, 'elo')).toEqual([]);
    expect(cardProviderInstallments({})).toEqual([]);
    expect(cardProviderInstallments(undefined)).toEqual([]);
  });

  it('computes the total from the installments when amount is missing', () => {
    const partial = {
      payment_methods: {
        credit_card: { elo: { installment_plans: [{ installments: 3, installment_value: 3334 }] } },
      },
    };
    expect(cardProviderInstallments(partial, 'elo')).toEqual([
      { quantity: 3, installmentAmount: 33.34, totalAmount: 100.02, interestFree: false },
    ]);
  });
});
