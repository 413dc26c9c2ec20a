import type { ChangePasswordPayload, StoreApiError } from '@vitrine/core';
import useSWRMutation from 'swr/mutation';
import { useStorefront } from '../provider/useStorefront';

/** What `usePasswordChange` returns (SWR's mutation shape). */
export interface PasswordChange {
  /** Sends the change; resolves to the server's answer, rejects with a `StoreApiError`. */
  trigger(payload: ChangePasswordPayload): Promise<boolean>;
  readonly isMutating: boolean;
  /** The last failure; `undefined` after a success. */
  readonly error: StoreApiError | undefined;
  /** The last answer; `undefined` before the first one. */
  readonly data: boolean | undefined;
}

/**
 * Changes the customer's password (`/api/changePassword`): from the account page with `passwordOld`, from a
 * recovery link with `token` (the other one ''). A mutation, not a flow: the form's validation is the theme's.
 * @example
 * declare const email: string, passwordOld: string, password: string, passwordConfirm: string;
 * const { trigger, isMutating } = usePasswordChange();
 * await trigger({ userName: email, passwordOld, password, passwordConfirm, token: '', location: '/customer/account' });
 */
export function usePasswordChange(): PasswordChange {
  const { client } = useStorefront();
  const mutation = useSWRMutation<boolean, StoreApiError, string, ChangePasswordPayload>(
    'vitrine:customer.changePassword',
    (_key, { arg }) => client.customer.changePassword(arg),
    { throwOnError: true },
  );
  return {
    trigger: (payload) => mutation.trigger(payload),
    isMutating: mutation.isMutating,
    error: mutation.error,
    data: mutation.data,
  };
}
