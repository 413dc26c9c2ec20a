/** The payment methods the spec names: credit card, bank slip (boleto), PIX, online debit or bank transfer. */
export type PaymentMethodKind = 'credit-card' | 'boleto' | 'pix' | 'online-debit';

const plain = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Recognises a payment method from the name a gateway gives it ('Cartão de Crédito', 'CREDIT_CARD', 'Boleto',
 * 'PIX', 'ONLINE_DEBIT', 'Transferência'…). `undefined` when the name matches none of the four methods.
 */
export function paymentMethodKind(name: string | null | undefined): PaymentMethodKind | undefined {
  if (!name) return undefined;
  const text = plain(name);
  // PIX first: a name like 'Pix (transferência instantânea)' must not read as a bank transfer.
  if (/\bpix\b/.test(text)) return 'pix';
  if (text.includes('boleto') || text.includes('bank slip') || text.includes('bank_slip')) return 'boleto';
  if (text.includes('credit') || text.includes('credito')) return 'credit-card';
  if (text.includes('debit') || text.includes('transfer')) return 'online-debit';
  if (text.includes('cartao') || text.includes('card')) return 'credit-card';
  return undefined;
}
