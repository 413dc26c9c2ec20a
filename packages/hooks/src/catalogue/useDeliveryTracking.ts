import { type DeliveryTrackingConfig, deliveryTrackingQuery, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The store's delivery-tracking configuration (its provider `token`); `data` is `undefined` until loaded and
 * `null` when the store has no delivery tracking. Pass `null` to skip the call (e.g. the page already has it).
 * @example
 * const { data: tracking } = useDeliveryTracking();
 * const token = tracking?.token ?? undefined;
 */
export function useDeliveryTracking(
  options?: StoreQueryOptions<DeliveryTrackingConfig | null> | null,
): SWRResponse<DeliveryTrackingConfig | null, StoreApiError> {
  return useStoreQuery(
    'useDeliveryTracking',
    options === null ? null : deliveryTrackingQuery(),
    options ?? undefined,
  );
}
