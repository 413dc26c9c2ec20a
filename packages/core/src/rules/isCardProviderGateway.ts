import type { IdLike } from './types';

/** Whether a payment gateway is the card provider: idPaymentGateway 17 or 20. */
export function isCardProviderGateway(idPaymentGateway: IdLike | null | undefined): boolean {
  if (idPaymentGateway === null || idPaymentGateway === undefined) return false;
  const id = String(idPaymentGateway).trim();
  return id === '17' || id === '20';
}
