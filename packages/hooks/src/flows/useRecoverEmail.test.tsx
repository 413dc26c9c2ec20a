import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useRecoverEmail } from './useRecoverEmail';

describe('useRecoverEmail', () => {
  it("given the account's CPF and password, it answers the account's e-mail as the store masks it", async () => {
    const { result } = renderHookWithStorefront(() => useRecoverEmail());
    act(() => result.current.setValue('cpfCnpj', '529.982.247-25'));
    act(() => result.current.setValue('password', 'vitrine123'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.email).toBe('ma***@example.com');
    expect(result.current.values).toEqual({ cpfCnpj: '', password: '' });
  });

  it('given a wrong password, the server text shows and the fields stay', async () => {
    const { result } = renderHookWithStorefront(() => useRecoverEmail());
    act(() => result.current.setValue('cpfCnpj', '52998224725'));
    act(() => result.current.setValue('password', 'errada'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe('failure'));
    expect(result.current.submitError).toBe('Nenhum cadastro encontrado para os dados informados.');
    expect(result.current.values).toEqual({ cpfCnpj: '52998224725', password: 'errada' });
    expect(result.current.email).toBeUndefined();
  });

  it('given an empty form or a wrong CPF, the messages show and nothing is sent', async () => {
    const { result, requests } = renderHookWithStorefront(() => useRecoverEmail());
    act(() => result.current.submit());
    expect(result.current.visibleErrors).toEqual({
      cpfCnpj: 'Informe o CPF ou CNPJ',
      password: 'Informe a Senha',
    });
    act(() => result.current.setValue('cpfCnpj', '111.111.111-11'));
    expect(result.current.visibleErrors.cpfCnpj).toBe('Informe um CPF ou CNPJ Válido');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests('customer.recoverEmail')).toHaveLength(0);
  });
});
