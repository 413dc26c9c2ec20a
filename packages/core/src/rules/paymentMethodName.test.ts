import { describe, expect, it } from 'vitest';
import { paymentMethodKind } from './paymentMethodKind';
import { paymentMethodName } from './paymentMethodName';

describe('paymentMethodName', () => {
  it('names the four methods of the spec in pt-BR', () => {
    expect(paymentMethodName('credit-card')).toBe('Cartão de Crédito');
    expect(paymentMethodName('boleto')).toBe('Boleto Bancário');
    expect(paymentMethodName('pix')).toBe('PIX');
    expect(paymentMethodName('online-debit')).toBe('Débito Online / Transferência Bancária');
  });

  it("recognises the gateway's own names", () => {
    expect(paymentMethodName('CREDIT_CARD')).toBe('Cartão de Crédito');
    expect(paymentMethodName('Cartao de credito')).toBe('Cartão de Crédito');
    expect(paymentMethodName('BOLETO')).toBe('Boleto Bancário');
    expect(paymentMethodName('Pix')).toBe('PIX');
    expect(paymentMethodName('ONLINE_DEBIT')).toBe('Débito Online / Transferência Bancária');
    expect(paymentMethodName('Transferência bancária')).toBe('Débito Online / Transferência Bancária');
  });

  it('keeps an unknown gateway name as written', () => {
    expect(paymentMethodName('  Vale-presente ')).toBe('Vale-presente');
    expect(paymentMethodKind('Vale-presente')).toBeUndefined();
  });

  it("does not mistake 'Pix (transferência instantânea)' for a bank transfer", () => {
    expect(paymentMethodKind('Pix (transferência instantânea)')).toBe('pix');
  });

  it('uses a provider override', () => {
    expect(paymentMethodName('pix', { paymentPix: 'Pix' })).toBe('Pix');
  });
});
