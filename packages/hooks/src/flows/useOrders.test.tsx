import { waitFor } from '@testing-library/react';
import { createStoreClient, storeKeys } from '@vitrine/core';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { StorefrontProvider } from '../provider/StorefrontProvider';
import { createTestStorefront, renderHookWithStorefront, SANDBOX_BASE_URL } from '../testing';
import { useOrders } from './useOrders';

function signedIn(): SandboxStore {
  const { store } = createTestStorefront();
  const { email, password } = sandboxFixtures.customer;
  store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
  return store;
}

function Orders() {
  const { data, isChecking } = useOrders();
  return <p>{isChecking ? 'verificando' : `${data?.length ?? 0} pedidos`}</p>;
}

describe('useOrders', () => {
  it('given a signed-in customer, it loads their orders once the session says so', async () => {
    const store = signedIn();
    const { result, requests } = renderHookWithStorefront(() => useOrders(), { store });
    expect(result.current.isChecking).toBe(true);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(result.current.data?.[0]).toMatchObject({ code: 'VT-90001', status: 'Entregue', total: 329.8 });
    expect(result.current.isAuthenticated).toBe(true);
    expect(requests('customer.orders')).toHaveLength(1);
  });

  it('given a visitor, it never asks for orders', async () => {
    const { result, requests } = renderHookWithStorefront(() => useOrders());
    await waitFor(() => expect(result.current.isChecking).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.data).toBeUndefined();
    expect(requests('customer.orders')).toHaveLength(0);
  });

  it('sends the page asked for and keys it apart; null asks nothing', async () => {
    const store = signedIn();
    const client = createStoreClient({ baseUrl: SANDBOX_BASE_URL });
    const orders = vi.spyOn(client.customer, 'orders');
    const { result, rerender, requests } = renderHookWithStorefront(
      (page: number | null) => useOrders(page),
      { store, initialProps: null as number | null, providerProps: { client } },
    );
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(requests('customer.orders')).toHaveLength(0);
    rerender(2);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(orders.mock.calls.map(([input]) => input)).toEqual([{ page: 2 }]);
  });

  it('given a failure, the error stays until a retry loads the list', async () => {
    const store = signedIn();
    store.faults.inject({ operation: 'customer.orders', status: 503, times: 1 });
    const { result } = renderHookWithStorefront(() => useOrders(), {
      store,
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    await waitFor(() => expect(result.current.error?.status).toBe(503));
    expect(result.current.data).toBeUndefined();
    await result.current.mutate();
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(result.current.error).toBeUndefined();
  });

  it('renders on the server without asking, even with orders in the fallback', () => {
    const store = signedIn();
    const { client } = createTestStorefront({ store });
    const seeded = store.call('customer.orders').body;
    const html = renderToString(
      <StorefrontProvider client={client} fallback={[[storeKeys.orders(), seeded]]}>
        <Orders />
      </StorefrontProvider>,
    );
    expect(html).toContain('verificando');
    expect(store.inspect.requests()).toHaveLength(0);
  });
});
