import type { InstallmentOption } from '../schemas/installmentOptionSchema';
import type { PaymentGateway } from '../schemas/paymentGatewaySchema';
import { isCardProviderGateway } from './isCardProviderGateway';
import { paymentMethodKind } from './paymentMethodKind';
import type { IdLike } from './types';

// The two sources of a product's installments: which one to ask (installmentSource), what to ask the card
// provider about (cardSampleBin) and what to read in the store's reply (storeInstallmentOptions). One module, so
// a hook that chooses between them loads one.

/** Where a product's installments come from: the store's own reply, or the card provider's app. */
export type InstallmentSource = 'store' | 'cardProvider';

/** What is known of the card provider's app config (`payment.appConfig`) when choosing. */
export interface CardProviderAppState {
  /** The config's `status` (whether the app is active); `undefined` while it has not answered. */
  readonly status: boolean | null | undefined;
  /** The config could not be read (unreachable, an error reply). */
  readonly failed: boolean;
}

/**
 * Where the installments of gateway `gatewayId` come from: the card provider's app for gateways 17 and 20 once
 * its config says it is active, the store's installments for any other gateway and when the app is inactive or
 * unreachable; `undefined` while a card provider gateway's config is still being read (nothing to ask yet).
 */
export function installmentSource(
  gatewayId: IdLike | null | undefined,
  app: CardProviderAppState,
): InstallmentSource | undefined {
  if (!isCardProviderGateway(gatewayId) || app.failed || app.status === false) return 'store';
  return app.status === true ? 'cardProvider' : undefined;
}

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

/**
 * The credit-card installments of the store's reply: from the chosen gateway when `gatewayId` is given and
 * present, else from the first gateway with card installments; by quantity, 18 at most. Empty when none.
 */
export function storeInstallmentOptions(
  gateways: readonly PaymentGateway[],
  gatewayId: number | null | undefined,
): InstallmentOption[] {
  const chosen = gateways.filter((gateway) => gateway.idPaymentGateway === gatewayId);
  for (const gateway of chosen.length > 0 ? chosen : gateways) {
    for (const method of gateway.paymentMethods) {
      if (paymentMethodKind(method.name) !== 'credit-card') continue;
      const brand = method.paymentBrands.find((candidate) => (candidate.installments?.length ?? 0) > 0);
      if (brand?.installments) {
        return [...brand.installments]
          .sort((a, b) => a.quantity - b.quantity)
          .filter((o) => o.quantity <= 18);
      }
    }
  }
  return [];
}
