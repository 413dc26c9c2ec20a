import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
import { useAddressBook } from './useAddressBook';

function signedIn() {
  const storefront = createTestStorefront();
  storefront.store.call('customer.login', {
    json: { username: 'maria@example.com', password: 'vitrine123', tokenRecaptcha: '' },
  });
  return storefront;
}

describe('useAddressBook', () => {
  it('given a signed-in customer, changes reach the sandbox in order and the list reloads', async () => {
    const storefront = signedIn();
    const { result } = renderHookWithStorefront(() => useAddressBook(), { store: storefront.store });
    await waitFor(() => expect(result.current.addresses.length).toBeGreaterThan(1));
    act(() => {
      result.current.setDefaultDelivery(2);
      result.current.setBilling(2);
      result.current.remove(1);
    });
    await waitFor(() => expect(result.current.addresses.map((a) => a.idAddress)).toEqual([2]));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(result.current.addresses[0]).toMatchObject({ defaultDelivery: true, billing: true });
  });

  it('given a change the store refuses, the server text sits next to that address and the list stays', async () => {
    const storefront = signedIn();
    const { result } = renderHookWithStorefront(() => useAddressBook(), { store: storefront.store });
    await waitFor(() => expect(result.current.addresses.length).toBeGreaterThan(1));
    const before = result.current.addresses;
    act(() => result.current.remove(99));
    await waitFor(() => expect(result.current.errors[99]).toBe('Endereço não encontrado.'));
    expect(result.current.addresses).toEqual(before);
  });
});
