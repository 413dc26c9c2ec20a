import type { StoreApiError, StoreClient } from '@vitrine/core';
import type { SWRConfiguration } from 'swr';

/**
 * Options every catalogue hook takes: SWR's options for this one hook (`fallbackData`, `keepPreviousData`,
 * `refreshInterval`...) and an explicit `client` that replaces the provider's (then no provider is needed,
 * and the data is cached under the same key as the provider client's).
 */
export interface StoreQueryOptions<Data> extends SWRConfiguration<Data, StoreApiError> {
  /** The client to call instead of the provider's; `undefined` uses the provider's. */
  readonly client?: StoreClient | undefined;
}
