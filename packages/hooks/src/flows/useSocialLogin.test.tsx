import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useSession } from './useSession';
import { useSocialLogin } from './useSocialLogin';

const answer = {
  appId: 'google-123',
  appName: 'Google',
  nameCustomer: 'Bruna Lima',
  emailCustomer: 'bruna@example.com',
};

describe('useSocialLogin', () => {
  it("given a provider's answer, the store signs the customer in and the page's session follows", async () => {
    const { result, store } = renderHookWithStorefront(() => ({
      social: useSocialLogin(),
      session: useSession(),
    }));
    let customer: unknown;
    await act(async () => {
      customer = await result.current.social.trigger(answer);
    });
    expect(customer).toMatchObject({ authenticated: true, email: 'bruna@example.com' });
    await waitFor(() => expect(result.current.session.status).toBe('authenticated'));
    expect(result.current.session.firstName).toBe('Bruna');
    expect(store.inspect.submissions('register').map((s) => s.payload.appName)).toEqual(['Google']);
  });

  it('given the store fails, it resolves to nothing, keeps the server text and the shopper stays a visitor', async () => {
    const { result, store } = renderHookWithStorefront(() => ({
      social: useSocialLogin(),
      session: useSession(),
    }));
    await waitFor(() => expect(result.current.session.status).toBe('anonymous'));
    store.faults.inject({
      operation: 'customer.socialLogin',
      status: 502,
      message: 'Provedor indisponível.',
    });
    let customer: unknown = 'unset';
    await act(async () => {
      customer = await result.current.social.trigger(answer);
    });
    expect(customer).toBeUndefined();
    await waitFor(() => expect(result.current.social.error?.message).toBe('Provedor indisponível.'));
    expect(result.current.session.status).toBe('anonymous');
  });
});
