import { type Customer, customerAccountQuery, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The signed-in customer's account data (`customer.getClient`: name, e-mail, phone, and what else the store
 * keeps, such as the birth date); `data` is `undefined` until loaded, `error` the store's refusal (a visitor
 * gets 'Faça login para continuar.'). `enabled: false` does not fetch (e.g. before the session is known).
 * @example
 * const { data: account } = useCustomerAccount();
 * return <p>{account?.email}</p>;
 */
export function useCustomerAccount(
  options?: StoreQueryOptions<Customer> & { readonly enabled?: boolean | undefined },
): SWRResponse<Customer, StoreApiError> {
  const { enabled = true, ...swr } = options ?? {};
  return useStoreQuery('useCustomerAccount', enabled ? customerAccountQuery() : null, swr);
}
