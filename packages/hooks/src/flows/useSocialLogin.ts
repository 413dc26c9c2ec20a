import {
  type Customer,
  type SocialLoginPayload,
  type StoreApiError,
  SubmissionRejectedError,
} from '@vitrine/core';
import { useMemo } from 'react';
import useSWRMutation from 'swr/mutation';
import { useStorefront } from '../provider/useStorefront';
import { useSessionActor } from './useSessionActor';

/** What `useSocialLogin` returns (SWR's mutation shape). */
export interface SocialLogin {
  /**
   * Signs in with a social provider's answer: resolves to the signed-in customer, or `undefined` when the store
   * refused (never rejects, so a provider's callback can call it as it is); `error` then holds the failure.
   */
  trigger(payload: SocialLoginPayload): Promise<Customer | undefined>;
  readonly isMutating: boolean;
  /** The last failure (its message is the server's text); `undefined` after a success. */
  readonly error: StoreApiError | SubmissionRejectedError | undefined;
  /** The customer of the last success; `undefined` before one. */
  readonly data: Customer | undefined;
}

/**
 * Social login (`/api/loginsocial`): a provider's button (Google, Facebook…) hands over what the provider
 * answered as `{ appId, appName, nameCustomer, emailCustomer }`; the store signs that customer in (creating the
 * account the first time) and the page's session follows (`useSession().status` becomes 'authenticated').
 * @example
 * declare const answer: { id: string; name: string; email: string };
 * const social = useSocialLogin();
 * await social.trigger({ appId: answer.id, appName: 'Google', nameCustomer: answer.name, emailCustomer: answer.email });
 */
export function useSocialLogin(): SocialLogin {
  const { client } = useStorefront();
  const session = useSessionActor();
  const mutation = useSWRMutation<
    Customer,
    StoreApiError | SubmissionRejectedError,
    string,
    SocialLoginPayload
  >(
    'vitrine:customer.socialLogin',
    async (_key, { arg }) => {
      const customer = await client.customer.socialLogin(arg);
      if (!customer.authenticated) throw new SubmissionRejectedError('customer.socialLogin');
      return customer;
    },
    { throwOnError: false },
  );
  const { trigger, isMutating, error, data } = mutation;
  return useMemo(
    () => ({
      trigger: async (payload) => {
        const customer = await trigger(payload);
        if (!customer) return undefined;
        const signIn = () => session.send({ type: 'session.authenticated', customer });
        // The session only takes a sign-in once its first check is over: wait for it if it is still running.
        if (!session.getSnapshot().matches({ session: 'checking' })) signIn();
        else {
          const subscription = session.subscribe((snapshot) => {
            if (snapshot.matches({ session: 'checking' })) return;
            subscription.unsubscribe();
            signIn();
          });
        }
        return customer;
      },
      isMutating,
      error,
      data,
    }),
    [trigger, isMutating, error, data, session],
  );
}
