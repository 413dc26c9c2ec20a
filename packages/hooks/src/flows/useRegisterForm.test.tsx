import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useRegisterForm } from './useRegisterForm';
import { useSession } from './useSession';

const now = () => new Date('2025-05-01T12:00:00Z');

function fill(form: ReturnType<typeof useRegisterForm>, email: string, document = '111.444.777-35') {
  form.setValue('name', 'Ana Souza');
  form.setValue('email', email);
  form.setValue('document', document);
  form.setValue('birthDate', '15/03/1990');
  form.setValue('phone', '(11) 98765-4321');
  form.setValue('password', 'segredo1');
  form.setValue('passwordConfirmation', 'segredo1');
}

describe('useRegisterForm', () => {
  it('given a new customer, the sandbox creates the account and the page’s session signs in', async () => {
    const { result } = renderHookWithStorefront(() => ({
      register: useRegisterForm({ now }),
      session: useSession(),
    }));
    await waitFor(() => expect(result.current.session.status).toBe('anonymous'));
    act(() => fill(result.current.register, 'ana.nova@example.com'));
    act(() => result.current.register.submit());
    await waitFor(() => expect(result.current.session.status).toBe('authenticated'));
    expect(result.current.session.firstName).toBe('Ana');
    expect(result.current.register.status).toBe('completed');
  });

  it('given an e-mail that already has an account, the server text shows and the values stay', async () => {
    const { result } = renderHookWithStorefront(() => useRegisterForm({ now }));
    act(() => fill(result.current, 'maria@example.com'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe('failure'));
    expect(result.current.submitError).toBe('Já existe um cadastro com este e-mail.');
    expect(result.current.values.name).toBe('Ana Souza');
  });
});
