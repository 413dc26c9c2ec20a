/** The texts of `PaymentFlags`: the spec names the methods (credit card, boleto, PIX, bank transfer), not these words. */
export const paymentFlagsMessages = {
  /** The strip's accessible name. */
  label: 'Formas de pagamento',
  card: 'Cartão de crédito',
  boleto: 'Boleto bancário',
  pix: 'PIX',
  transfer: 'Transferência bancária',
};

/** The shape of {@link paymentFlagsMessages}. */
export type PaymentFlagsMessages = typeof paymentFlagsMessages;
