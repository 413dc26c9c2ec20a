import { waitFor } from '@testing-library/react';
import { StoreApiError } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useShowcase } from './useShowcase';

// biome-ignore lint/suspicious/noExplicitAny: the sandbox answers untyped JSON; the projection picks what both sides share.
const project = (list: any) => list.map((p: any) => p.idProduct);

describe('useShowcase', () => {
  it('loads the home showcase of 6 from the store, loading first', async () => {
    const { result, store, requests } = renderHookWithStorefront(() => useShowcase(6));
    expect(result.current.isLoading).toBe(true);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.isLoading).toBe(false);
    expect(project(result.current.data)).toEqual(
      project(store.call('catalogue.showcase', { params: 'quantity=6' }).body),
    );
    expect(requests('catalogue.showcase')).toHaveLength(1);
  });

  it('given the store fails, error is a StoreApiError with the server text and data stays undefined', async () => {
    const { result, store } = renderHookWithStorefront(() => useShowcase(6), {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    store.faults.inject({
      operation: 'catalogue.showcase',
      status: 500,
      message: 'Falha ao consultar a loja',
    });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(StoreApiError));
    expect(result.current.error?.message).toBe('Falha ao consultar a loja');
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });

  it('given null, it waits: no request and no data', async () => {
    const { result, requests } = renderHookWithStorefront(() => useShowcase(null));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests()).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });
});
