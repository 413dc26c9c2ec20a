import { type PaymentGateway, ruleMessages } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { installmentLines, paymentMethodLines } from './installmentsView';
import { productInstallmentsMessages } from './productInstallmentsMessages';

const gateway = (idPaymentGateway: number, method: string, brands: [number, string][]): PaymentGateway => ({
  idPaymentGateway,
  name: `Gateway ${idPaymentGateway}`,
  paymentMethods: [
    {
      name: method,
      paymentBrands: brands.map(([idPaymentBrand, name]) => ({ idPaymentBrand, name })),
    },
  ],
});

describe('installmentLines', () => {
  it('splits by quantity into up to 6x and above 6x, worded with the interest and, above, the total', () => {
    const option = (quantity: number, interestFree: boolean) => ({
      quantity,
      installmentAmount: 10,
      totalAmount: quantity * 10,
      interestFree,
    });
    const { upToSix, aboveSix } = installmentLines(
      [option(7, false), option(1, true), option(6, true), option(8, false)],
      productInstallmentsMessages,
    );
    expect(upToSix.map((line) => line.quantity)).toEqual([1, 6]);
    expect(aboveSix.map((line) => line.quantity)).toEqual([7, 8]);
    expect(upToSix[0]?.text).toBe('1x de R$\u00a010,00 sem juros');
    expect(aboveSix[0]?.text).toBe('7x de R$\u00a010,00 com juros (total R$\u00a070,00)');
  });

  it("given an option that only carries the store's description, it shows that description", () => {
    const { upToSix } = installmentLines(
      [{ quantity: 3, installmentAmount: 33.33, totalAmount: 100, description: '3x de R$ 33,33 no cartão' }],
      productInstallmentsMessages,
    );
    expect(upToSix[0]?.text).toBe('3x de R$ 33,33 no cartão');
  });
});

describe('paymentMethodLines', () => {
  it('lists boleto, PIX and the online debit once each, in that order, with the banks 320 to 323 in theirs', () => {
    const lines = paymentMethodLines(
      [
        gateway(20, 'Débito Online', [
          [322, 'Itaú'],
          [999, 'Outro'],
          [320, 'Banco do Brasil'],
        ]),
        gateway(6, 'PIX', [[300, 'PIX']]),
        gateway(5, 'Boleto Bancário', [[200, 'Boleto']]),
        gateway(7, 'Boleto', [[201, 'Boleto 2']]),
        gateway(17, 'Cartão de Crédito', [[1, 'Visa']]),
      ],
      [],
      100,
      ruleMessages,
    );
    expect(lines.map((line) => line.kind)).toEqual(['boleto', 'pix', 'online-debit']);
    expect(lines.map((line) => line.name)).toEqual([
      'Boleto Bancário',
      'PIX',
      'Débito Online / Transferência Bancária',
    ]);
    expect(lines[2]?.banks).toEqual([
      { idPaymentBrand: 320, name: 'Banco do Brasil' },
      { idPaymentBrand: 322, name: 'Itaú' },
    ]);
    expect(lines[0]?.priceText).toBe('R$\u00a0100,00');
  });

  it("prices a method with the store's single payment when the store priced it", () => {
    const boleto = gateway(5, 'Boleto Bancário', [[200, 'Boleto']]);
    const priced: PaymentGateway[] = [
      {
        ...boleto,
        paymentMethods: [
          {
            name: 'Boleto Bancário',
            paymentBrands: [
              {
                idPaymentBrand: 200,
                name: 'Boleto',
                installments: [{ quantity: 1, installmentAmount: 95, totalAmount: 95 }],
              },
            ],
          },
        ],
      },
    ];
    expect(paymentMethodLines([boleto], priced, 100, ruleMessages)[0]?.priceText).toBe('R$\u00a095,00');
    expect(paymentMethodLines([boleto], [], undefined, ruleMessages)[0]?.priceText).toBeUndefined();
  });
});
