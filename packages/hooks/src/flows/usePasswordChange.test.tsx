import { act, waitFor } from '@testing-library/react';
import { StoreApiError } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
import { usePasswordChange } from './usePasswordChange';

const change = (passwordOld: string) => ({
  userName: 'maria@example.com',
  passwordOld,
  password: 'novaSenha1',
  passwordConfirm: 'novaSenha1',
  token: '',
  location: '/customer/account',
});

describe('usePasswordChange', () => {
  it('given the current password, the sandbox changes it and the new one signs in', async () => {
    const storefront = createTestStorefront();
    const { result } = renderHookWithStorefront(() => usePasswordChange(), { store: storefront.store });
    await act(async () => {
      await result.current.trigger(change('vitrine123'));
    });
    expect(result.current.data).toBe(true);
    const login = storefront.store.call('customer.login', {
      json: { username: 'maria@example.com', password: 'novaSenha1', tokenRecaptcha: '' },
    });
    expect(login.status).toBe(200);
  });

  it('given a wrong current password, it rejects with the server text and error holds it', async () => {
    const { result } = renderHookWithStorefront(() => usePasswordChange());
    let failure: unknown;
    await act(async () => {
      failure = await result.current.trigger(change('errada')).catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(StoreApiError);
    await waitFor(() => expect(result.current.error?.message).toBe('Senha atual incorreta.'));
  });
});
