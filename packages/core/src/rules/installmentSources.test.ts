import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../schemas/paymentGatewaySchema';
import { cardSampleBin, installmentSource, storeInstallmentOptions } from './installmentSources';

describe('installmentSource', () => {
  const pending = { status: undefined, failed: false };

  it('given another gateway than the card provider, the store’s installments, whatever the app says', () => {
    for (const gatewayId of [undefined, null, 1, 16, 18])
      expect(installmentSource(gatewayId, { status: true, failed: false })).toBe('store');
  });

  it('given gateway 17 or 20, waits for the app config, then asks the card provider when it is active', () => {
    expect(installmentSource(17, pending)).toBeUndefined();
    expect(installmentSource(20, pending)).toBeUndefined();
    expect(installmentSource(17, { status: true, failed: false })).toBe('cardProvider');
    expect(installmentSource(20, { status: true, failed: false })).toBe('cardProvider');
  });

  it('given an inactive or unreachable card provider app, falls back to the store’s installments', () => {
    expect(installmentSource(17, { status: false, failed: false })).toBe('store');
    expect(installmentSource(20, { status: undefined, failed: true })).toBe('store');
    expect(installmentSource(17, { status: true, failed: true })).toBe('store');
  });
});

describe('cardSampleBin', () => {
  it('gives the sample BIN of each brand the card provider is asked about, in any case', () => {
    expect(cardSampleBin('visa')).toBe('411111');
    expect(cardSampleBin('MasterCard')).toBe('555566');
    expect(cardSampleBin('elo')).toBe('636368');
    expect(cardSampleBin('amex')).toBe('378282');
    expect(cardSampleBin('hipercard')).toBe('606282');
    expect(cardSampleBin('diners')).toBe('305693');
  });

  it("given no brand or an unknown one, Visa's", () => {
    expect(cardSampleBin(undefined)).toBe('411111');
    expect(cardSampleBin(null)).toBe('411111');
    expect(cardSampleBin('discover')).toBe('411111');
  });
});

describe('storeInstallmentOptions', () => {
  const option = (quantity: number) => ({
    quantity,
    installmentAmount: 120 / quantity,
    totalAmount: 120,
    interestFree: true,
  });
  const gateway = (idPaymentGateway: number, methodName: string, quantities: number[]): PaymentGateway => ({
    idPaymentGateway,
    name: `Gateway ${idPaymentGateway}`,
    paymentMethods: [
      {
        name: methodName,
        paymentBrands: [
          { idPaymentBrand: 1, name: 'Sem parcelas', installments: [] },
          { idPaymentBrand: 2, name: 'Visa', installments: quantities.map(option) },
        ],
      },
    ],
  });

  it("gives the chosen gateway's card installments by quantity, 18 at most", () => {
    const gateways = [
      gateway(1, 'Cartão de Crédito', [1, 2]),
      gateway(5, 'Cartão de Crédito', [3, 1, 2, ...Array.from({ length: 20 }, (_, i) => i + 4)]),
    ];
    const options = storeInstallmentOptions(gateways, 5);
    expect(options.map((o) => o.quantity)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  });

  it('without a chosen gateway (or an absent one), the first gateway with card installments', () => {
    const gateways = [gateway(1, 'Boleto', [1]), gateway(2, 'CREDIT_CARD', [2, 1])];
    expect(storeInstallmentOptions(gateways, undefined).map((o) => o.quantity)).toEqual([1, 2]);
    expect(storeInstallmentOptions(gateways, 99).map((o) => o.quantity)).toEqual([1, 2]);
  });

  it('given no card installments, an empty list', () => {
    expect(storeInstallmentOptions([gateway(1, 'PIX', [1])], 1)).toEqual([]);
    expect(storeInstallmentOptions([], undefined)).toEqual([]);
  });
});
