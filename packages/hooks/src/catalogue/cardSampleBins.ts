/**
 * A sample card BIN (first 6 digits) per brand the card provider is asked about: the
 * provider prices installments by BIN, and a product page has no card yet.
 */
export const cardSampleBins: Readonly<Record<string, string>> = {
  visa: '411111',
  mastercard: '555566',
  elo: '636368',
  amex: '378282',
  hipercard: '606282',
  diners: '305693',
};
