import type { InstallmentOption } from '../schemas/installmentOptionSchema';
import type { PaymentGateway } from '../schemas/paymentGatewaySchema';
import { paymentMethodKind } from './paymentMethodKind';

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
