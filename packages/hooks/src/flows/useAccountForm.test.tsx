import { act, waitFor } from '@testing-library/react';
import type { Customer } from '@vitrine/core';
import { describe, expect, it, vi } from 'vitest';
import { useCustomerAccount } from '../catalogue/useCustomerAccount';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
import { useAccountForm } from './useAccountForm';
import { useSession } from './useSession';

const now = () => new Date('2025-05-01T12:00:00Z');

function signedIn() {
  const storefront = createTestStorefront();
  storefront.store.call('customer.login', {
    json: { username: 'maria@example.com', password: 'vitrine123', tokenRecaptcha: '' },
  });
  return storefront;
}

async function loadedAccount(store: ReturnType<typeof signedIn>['store']): Promise<Customer> {
  const { result } = renderHookWithStorefront(() => useCustomerAccount(), { store });
  await waitFor(() => expect(result.current.data).toBeDefined());
  return result.current.data as Customer;
}

describe('useAccountForm', () => {
  it('starts from the account, shown birth date DD/MM/YYYY, and saves name and phone', async () => {
    const { store } = signedIn();
    const account = await loadedAccount(store);
    const onSaved = vi.fn<(account: Customer) => void>();
    const { result } = renderHookWithStorefront(() => useAccountForm(account, { now, onSaved }), { store });
    expect(result.current.values).toEqual({
      name: 'Maria Silva',
      email: 'maria@example.com',
      phone: '(11) 98765-4321',
      birthDate: '15/03/1990',
      password: '',
    });
    act(() => {
      result.current.setValue('name', 'Maria Souza');
      result.current.setValue('phone', '(21) 3456-7890');
    });
    act(() => result.current.submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({
      name: 'Maria Souza',
      phone: { phone1: '(21) 3456-7890' },
    });
    expect(store.call('customer.getClient').body).toMatchObject({
      name: 'Maria Souza',
      birthDate: '1990-03-15',
    });
    expect(result.current.status).toBe('completed');
  });

  it("after a saved name, the session's customer (the header's welcome) says the new first name", async () => {
    const { store } = signedIn();
    const account = await loadedAccount(store);
    const { result } = renderHookWithStorefront(
      () => ({ form: useAccountForm(account, { now }), session: useSession() }),
      { store },
    );
    await waitFor(() => expect(result.current.session.firstName).toBe('Maria'));
    act(() => result.current.form.setValue('name', 'Mariana Souza'));
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.session.firstName).toBe('Mariana'));
    expect(result.current.session.isAuthenticated).toBe(true);
  });

  it('asks for the password only when the e-mail changes, then changes the e-mail', async () => {
    const { store } = signedIn();
    const account = await loadedAccount(store);
    const { result } = renderHookWithStorefront(() => useAccountForm(account, { now }), { store });
    expect(result.current.emailChanged).toBe(false);
    act(() => result.current.setValue('email', 'maria.nova@example.com'));
    expect(result.current.emailChanged).toBe(true);
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.visibleErrors.password).toBe('Informe a Senha'));
    act(() => result.current.setValue('password', 'vitrine123'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe('completed'));
    expect(store.call('customer.getClient').body).toMatchObject({ email: 'maria.nova@example.com' });
  });

  it('given a wrong password, the store text shows and every value stays', async () => {
    const { store } = signedIn();
    const account = await loadedAccount(store);
    const { result } = renderHookWithStorefront(() => useAccountForm(account, { now }), { store });
    act(() => {
      result.current.setValue('email', 'maria.nova@example.com');
      result.current.setValue('password', 'errada1');
    });
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe('failure'));
    expect(result.current.submitError).toBe('Senha incorreta.');
    expect(result.current.values).toMatchObject({ email: 'maria.nova@example.com', password: 'errada1' });
  });

  it('given invalid fields, it shows their messages and sends nothing', async () => {
    const { store, requests } = signedIn();
    const account = await loadedAccount(store);
    const { result } = renderHookWithStorefront(() => useAccountForm(account, { now }), { store });
    act(() => {
      result.current.setValue('name', 'Ma');
      result.current.setValue('phone', '(00) 1234');
      result.current.setValue('birthDate', '31/02/1990');
    });
    act(() => result.current.submit());
    expect(result.current.visibleErrors).toEqual({
      name: 'Informe ao menos 3 caracteres',
      phone: 'Informe um Telefone Válido',
      birthDate: 'Informe uma Data de Nascimento Válida',
    });
    expect(requests('customer.changeInfo')).toHaveLength(0);
  });
});
