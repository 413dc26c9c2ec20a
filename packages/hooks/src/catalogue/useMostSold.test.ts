import { waitFor } from '@testing-library/react';
import { StoreApiError } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useMostSold } from './useMostSold';

// biome-ignore lint/suspicious/noExplicitAny: the sandbox answers untyped JSON; the projection picks what both sides share.
const project = (list: any) => list.map((p: any) => p.idProduct);

describe('useMostSold', () => {
  it('loads the 12 best sellers from the store, loading first', async () => {
    const { result, store, requests } = renderHookWithStorefront(() => useMostSold());
    expect(result.current.isLoading).toBe(true);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.isLoading).toBe(false);
    expect(project(result.current.data)).toEqual(
      project(store.call('catalogue.mostSold', { params: 'quantity=12' }).body),
    );
    expect(requests('catalogue.mostSold')).toHaveLength(1);
  });

  it('given the store fails, error is a StoreApiError with the server text and data stays undefined', async () => {
    const { result, store } = renderHookWithStorefront(() => useMostSold(), {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    store.faults.inject({
      operation: 'catalogue.mostSold',
      status: 500,
      message: 'Falha ao consultar a loja',
    });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(StoreApiError));
    expect(result.current.error?.message).toBe('Falha ao consultar a loja');
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });

  it('given null, it waits: no request and no data', async () => {
    const { result, requests } = renderHookWithStorefront(() => useMostSold(null));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests()).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });
});
