import { isCardProviderGateway } from './isCardProviderGateway';
import type { IdLike } from './types';

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
