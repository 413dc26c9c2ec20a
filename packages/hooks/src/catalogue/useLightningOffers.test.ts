import { renderHook, waitFor } from '@testing-library/react';
import { defaultOperations, StoreApiError } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestStorefront, renderHookWithStorefront, SANDBOX_BASE_URL } from '../testing';
import { useLightningOffers } from './useLightningOffers';

describe('useLightningOffers', () => {
  it('loads the lightning offers, at most 15', async () => {
    const { result, requests } = renderHookWithStorefront(() => useLightningOffers());
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.map((product) => product.idProduct)).toContain(
      sandboxFixtures.lightningOffer.idProduct,
    );
    expect(result.current.data?.length).toBeLessThanOrEqual(15);
    expect(requests('catalogue.lightningOffers')).toHaveLength(1);
  });

  it('given more than 15 offers in the reply, it keeps the first 15', async () => {
    const { store, server, wrapper } = createTestStorefront();
    const twelve = store.call('catalogue.mostSold', { params: 'quantity=12' }).body as {
      idProduct: number;
    }[];
    const many = [...twelve, ...twelve];
    const { id } = defaultOperations['catalogue.lightningOffers'] as { id: string };
    server.use(
      http.post(`${SANDBOX_BASE_URL}/api`, async ({ request }) => {
        const body = (await request.clone().json()) as { operation?: string };
        return body.operation === id ? HttpResponse.json(many) : undefined;
      }),
    );
    const { result } = renderHook(() => useLightningOffers(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.map((product) => product.idProduct)).toEqual(
      many.slice(0, 15).map((product) => product.idProduct),
    );
  });

  it('given the store fails, error carries the server text', async () => {
    const { result, store } = renderHookWithStorefront(() => useLightningOffers(), {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    store.faults.inject({
      operation: 'catalogue.lightningOffers',
      status: 500,
      message: 'Sem ofertas agora',
    });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(StoreApiError));
    expect(result.current.error?.message).toBe('Sem ofertas agora');
  });
});
