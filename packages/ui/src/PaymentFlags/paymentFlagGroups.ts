import { BANK_TRANSFER_BRANDS, isCardProviderGateway, type PaymentGateway } from '@vitrine/core';

/** One flag of the strip. */
export interface PaymentFlag {
  readonly idPaymentBrand: number;
  readonly name: string;
  /** The flag's picture; `undefined` when the platform sends none (the name shows instead). */
  readonly image: string | undefined;
}

/** The methods of the strip, in the order it shows them. */
export type PaymentFlagGroupKind = 'card' | 'boleto' | 'pix' | 'transfer';

/** One method and its flags. */
export interface PaymentFlagGroup {
  readonly kind: PaymentFlagGroupKind;
  readonly flags: readonly PaymentFlag[];
}

const transferOrder = new Map(BANK_TRANSFER_BRANDS.map((bank, index) => [bank.idPaymentBrand, index]));

const imageOf = (brand: object): string | undefined => {
  const value = (brand as Record<string, unknown>).image;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The flag strip's groups: the card brands of the card provider's gateways (ids 17 and 20),
 * the boleto and PIX methods of any gateway, and the bank transfers 320–323 in the spec's order. Empty groups
 * are left out; a brand appears once per group.
 */
export function paymentFlagGroups(gateways: readonly PaymentGateway[]): PaymentFlagGroup[] {
  const groups: Record<PaymentFlagGroupKind, PaymentFlag[]> = { card: [], boleto: [], pix: [], transfer: [] };
  for (const gateway of gateways) {
    const cardProvider = isCardProviderGateway(gateway.idPaymentGateway);
    for (const method of gateway.paymentMethods) {
      for (const brand of method.paymentBrands) {
        const label = `${method.name} ${brand.namePayment ?? ''} ${brand.name}`;
        const kind: PaymentFlagGroupKind | undefined = transferOrder.has(brand.idPaymentBrand)
          ? 'transfer'
          : /boleto/i.test(label)
            ? 'boleto'
            : /\bpix\b/i.test(label)
              ? 'pix'
              : cardProvider
                ? 'card'
                : undefined;
        if (!kind || groups[kind].some((flag) => flag.name === brand.name)) continue;
        groups[kind].push({ idPaymentBrand: brand.idPaymentBrand, name: brand.name, image: imageOf(brand) });
      }
    }
  }
  groups.transfer.sort(
    (a, b) => (transferOrder.get(a.idPaymentBrand) ?? 0) - (transferOrder.get(b.idPaymentBrand) ?? 0),
  );
  return (['card', 'boleto', 'pix', 'transfer'] as const)
    .filter((kind) => groups[kind].length > 0)
    .map((kind) => ({ kind, flags: groups[kind] }));
}
