/**
 * A sample card BIN (first 6 digits) per brand the card provider is asked about: the provider prices installments
 * by BIN, and a product page has no card yet.
 */
const cardSampleBins: Readonly<Record<string, string>> = {
  visa: '411111',
  mastercard: '555566',
  elo: '636368',
  amex: '378282',
  hipercard: '606282',
  diners: '305693',
};

/**
 * The sample BIN the card provider is asked the installments of `brand` for ('visa', 'mastercard', 'elo',
 * 'amex', 'hipercard', 'diners', any case); Visa's for `undefined` or a brand it does not know.
 */
export function cardSampleBin(brand: string | null | undefined): string {
  return cardSampleBins[brand?.toLowerCase() ?? 'visa'] ?? (cardSampleBins.visa as string);
}
