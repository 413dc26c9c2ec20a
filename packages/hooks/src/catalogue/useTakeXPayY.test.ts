import { waitFor } from '@testing-library/react';
import { StoreApiError } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useTakeXPayY } from './useTakeXPayY';

// biome-ignore lint/suspicious/noExplicitAny: the sandbox answers untyped JSON; the projection picks what both sides share.
const project = (c: any) => c?.buyXGetYRoles;

describe('useTakeXPayY', () => {
  it('loads the take-X-pay-Y campaign of a product from the store, loading first', async () => {
    const { result, store, requests } = renderHookWithStorefront(() =>
      useTakeXPayY(sandboxFixtures.takeXPayY.idProduct, sandboxFixtures.takeXPayY.idSku),
    );
    expect(result.current.isLoading).toBe(true);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.isLoading).toBe(false);
    expect(project(result.current.data)).toEqual(
      project(
        store.call('catalogue.takeXPayY', {
          params: { idProduct: sandboxFixtures.takeXPayY.idProduct, idSku: sandboxFixtures.takeXPayY.idSku },
        }).body,
      ),
    );
    expect(requests('catalogue.takeXPayY')).toHaveLength(1);
    expect(result.current.data?.buyXGetYRoles).toContainEqual({ quantityToBuy: 3, quantityFree: 1 });
  });

  it('given the store fails, error is a StoreApiError with the server text and data stays undefined', async () => {
    const { result, store } = renderHookWithStorefront(
      () => useTakeXPayY(sandboxFixtures.takeXPayY.idProduct, sandboxFixtures.takeXPayY.idSku),
      {
        providerProps: { swrConfig: { shouldRetryOnError: false } },
      },
    );
    store.faults.inject({
      operation: 'catalogue.takeXPayY',
      status: 500,
      message: 'Falha ao consultar a loja',
    });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(StoreApiError));
    expect(result.current.error?.message).toBe('Falha ao consultar a loja');
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });

  it('given null, it waits: no request and no data', async () => {
    const { result, requests } = renderHookWithStorefront(() => useTakeXPayY(null));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests()).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });
});

describe('useTakeXPayY without a campaign', () => {
  it('given a product outside any campaign, data is null', async () => {
    const { result } = renderHookWithStorefront(() => useTakeXPayY(sandboxFixtures.simple.idProduct));
    await waitFor(() => expect(result.current.data).toBeNull());
  });
});
