import type { StoreClient } from '@vitrine/core';
import { useContext } from 'react';
import { missingProviderMessage } from './missingProviderMessage';
import { StorefrontContext } from './StorefrontContext';

/**
 * The client a hook calls: its explicit `client` when given (then no provider is needed), otherwise the
 * provider's. Throws, naming `hookName`, when there is neither.
 * @example
 * import useSWR from 'swr';
 * function useCompanyName(options?: { client?: StoreClient }) {
 *   const client = useStoreClient('useCompanyName', options?.client);
 *   const company = companyQuery();
 *   return useSWR(company.key, () => company.fetch(client)).data?.fantasyName;
 * }
 */
export function useStoreClient(hookName: string, explicit?: StoreClient | undefined): StoreClient {
  const context = useContext(StorefrontContext);
  if (explicit) return explicit;
  if (!context) throw new Error(missingProviderMessage(hookName));
  return context.client;
}
