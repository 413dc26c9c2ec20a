import { type PaymentGateway, paymentGatewaysQuery, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The payment gateways with their methods and brands (the flag strip; ids 17 and 20 are the card provider); `data` is `undefined` until loaded.
 * @example
 * const { data: gateways = [] } = usePaymentGateways(); const flags = gateways.flatMap((g) => g.paymentMethods);
 */
export function usePaymentGateways(
  options?: StoreQueryOptions<PaymentGateway[]>,
): SWRResponse<PaymentGateway[], StoreApiError> {
  return useStoreQuery('usePaymentGateways', paymentGatewaysQuery(), options);
}
