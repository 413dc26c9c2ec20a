import { waitFor } from '@testing-library/react';
import { StoreApiError } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useSeals } from './useSeals';

// biome-ignore lint/suspicious/noExplicitAny: the sandbox answers untyped JSON; the projection picks what both sides share.
const project = (list: any) => list.map((s: any) => s.name);

describe('useSeals', () => {
  it('loads the store seals from the store, loading first', async () => {
    const { result, store, requests } = renderHookWithStorefront(() => useSeals());
    expect(result.current.isLoading).toBe(true);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.isLoading).toBe(false);
    expect(project(result.current.data)).toEqual(project(store.call('content.seals').body));
    expect(requests('content.seals')).toHaveLength(1);
  });

  it('given the store fails, error is a StoreApiError with the server text and data stays undefined', async () => {
    const { result, store } = renderHookWithStorefront(() => useSeals(), {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    store.faults.inject({ operation: 'content.seals', status: 500, message: 'Falha ao consultar a loja' });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(StoreApiError));
    expect(result.current.error?.message).toBe('Falha ao consultar a loja');
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });
});
