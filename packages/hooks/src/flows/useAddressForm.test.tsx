import { act, waitFor } from '@testing-library/react';
import type { Address } from '@vitrine/core';
import { describe, expect, it, vi } from 'vitest';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
import { useAddressForm } from './useAddressForm';

function signedIn() {
  const storefront = createTestStorefront();
  storefront.store.call('customer.login', {
    json: { username: 'maria@example.com', password: 'vitrine123', tokenRecaptcha: '' },
  });
  return storefront;
}

describe('useAddressForm', () => {
  it('given a known CEP, the lookup fills street, neighbourhood, city and state and leaves the number', async () => {
    const { store } = signedIn();
    const { result } = renderHookWithStorefront(() => useAddressForm(undefined), { store });
    act(() => {
      result.current.setValue('number', '42');
      result.current.setValue('cep', '01310-100');
      result.current.lookupCep('01310-100');
    });
    await waitFor(() => expect(result.current.cepLookup.status).toBe('found'));
    expect(result.current.values).toMatchObject({
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      number: '42',
    });
  });

  it('given an unknown CEP, the store text shows until the CEP changes', async () => {
    const { store } = signedIn();
    const { result } = renderHookWithStorefront(() => useAddressForm(undefined), { store });
    act(() => {
      result.current.setValue('cep', '11111-111');
      result.current.lookupCep('11111-111');
    });
    await waitFor(() => expect(result.current.cepLookup.error).toBe('CEP não encontrado.'));
    act(() => result.current.setValue('cep', '11111-11'));
    expect(result.current.cepLookup).toEqual({ status: 'idle', error: undefined });
  });

  it('given an answer for a CEP the shopper has since changed, nothing is filled', async () => {
    const { store } = signedIn();
    store.faults.setLatency(40);
    const { result } = renderHookWithStorefront(() => useAddressForm(undefined), { store });
    act(() => {
      result.current.setValue('cep', '01310-100');
      result.current.lookupCep('01310-100');
    });
    act(() => result.current.setValue('cep', '01310-10'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(result.current.values.street).toBe('');
  });

  it('saves a new address in the sandbox and hands it to onSaved', async () => {
    const { store } = signedIn();
    const onSaved = vi.fn<(address: Address) => void>();
    const { result } = renderHookWithStorefront(() => useAddressForm(undefined, { onSaved }), { store });
    act(() => {
      for (const [name, value] of Object.entries({
        cep: '30130-010',
        street: 'Avenida Afonso Pena',
        number: '10',
        neighborhood: 'Centro',
        city: 'Belo Horizonte',
        state: 'MG',
      }))
        result.current.setValue(name as 'cep', value);
    });
    act(() => result.current.submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ cep: '30130010', city: 'Belo Horizonte' });
    expect(result.current.status).toBe('completed');
  });
});
