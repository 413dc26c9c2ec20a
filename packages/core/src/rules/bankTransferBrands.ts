/** One bank of the online debit / bank transfer method. */
export interface BankTransferBrand {
  idPaymentBrand: number;
  bankName: string;
}

/**
 * The bank-transfer payment brands, ids 320 to 323 in the spec's order. The spec gives only the ids; the bank
 * names are those of the card provider's online-debit banks, in its order.
 */
export const BANK_TRANSFER_BRANDS: readonly BankTransferBrand[] = Object.freeze([
  { idPaymentBrand: 320, bankName: 'Banco do Brasil' },
  { idPaymentBrand: 321, bankName: 'Bradesco' },
  { idPaymentBrand: 322, bankName: 'Itaú' },
  { idPaymentBrand: 323, bankName: 'Banrisul' },
]);
