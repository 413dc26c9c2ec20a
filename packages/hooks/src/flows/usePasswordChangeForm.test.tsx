import { act, waitFor } from '@testing-library/react';
import { createSandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { usePasswordChangeForm } from './usePasswordChangeForm';

const { email, password } = sandboxFixtures.customer;

function signedInStore() {
  const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
  store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
  return store;
}

const canSignIn = (store: ReturnType<typeof createSandboxStore>, secret: string) =>
  store.call('customer.login', { json: { username: email, password: secret, tokenRecaptcha: '' } }).status;

describe('usePasswordChangeForm', () => {
  it('given a signed-in customer, the e-mail is hers and the right current password changes it', async () => {
    const store = signedInStore();
    const { result } = renderHookWithStorefront(() => usePasswordChangeForm({ location: '/customer' }), {
      store,
    });
    await waitFor(() => expect(result.current.values.userName).toBe(email));
    act(() => {
      result.current.setValue('passwordOld', password);
      result.current.setValue('password', 'novaSenha1');
      result.current.setValue('passwordConfirm', 'novaSenha1');
    });
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(canSignIn(store, 'novaSenha1')).toBe(200);
    expect(result.current.values).toEqual({
      userName: '',
      passwordOld: '',
      password: '',
      passwordConfirm: '',
    });
    act(() => result.current.setValue('passwordOld', 'n'));
    await waitFor(() => expect(result.current.values.userName).toBe(email));
  });

  it('given a wrong current password, the server text shows and the fields stay', async () => {
    const { result } = renderHookWithStorefront(() => usePasswordChangeForm(), { store: signedInStore() });
    await waitFor(() => expect(result.current.values.userName).toBe(email));
    act(() => {
      result.current.setValue('passwordOld', 'errada');
      result.current.setValue('password', 'novaSenha1');
      result.current.setValue('passwordConfirm', 'novaSenha1');
    });
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe('failure'));
    expect(result.current.submitError).toBe('Senha atual incorreta.');
    expect(result.current.values.passwordOld).toBe('errada');
  });

  it('given empty, short or mismatched passwords, each message shows and nothing is sent', async () => {
    const { result, requests } = renderHookWithStorefront(() => usePasswordChangeForm());
    act(() => result.current.submit());
    expect(result.current.visibleErrors).toEqual({
      userName: 'Informe o Email',
      passwordOld: 'Informe a Senha Atual',
      password: 'Informe a Senha',
    });
    act(() => {
      result.current.setValue('password', 'abc');
      result.current.setValue('passwordConfirm', 'abd');
    });
    expect(result.current.visibleErrors.password).toBe('A senha deve ter ao menos 6 caracteres');
    expect(result.current.visibleErrors.passwordConfirm).toBe('As senhas não conferem');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests('customer.changePassword')).toHaveLength(0);
  });

  it("given a recovery link's key, only the new password is asked and it replaces the old one", async () => {
    const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
    store.call('customer.sendRecoverEmail', { json: { email, tokenRecaptcha: '' } });
    const token = String(store.inspect.submissions('recoverEmail')[0]?.payload.token);
    const { result } = renderHookWithStorefront(() => usePasswordChangeForm({ token }), { store });
    act(() => result.current.submit());
    expect(result.current.visibleErrors).toEqual({ password: 'Informe a Senha' });
    act(() => {
      result.current.setValue('password', 'outraSenha2');
      result.current.setValue('passwordConfirm', 'outraSenha2');
    });
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(canSignIn(store, 'outraSenha2')).toBe(200);
    expect(result.current.values.userName).toBe('');
  });
});
