import { waitFor } from '@testing-library/react';
import { StoreApiError } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useGroups } from './useGroups';

// biome-ignore lint/suspicious/noExplicitAny: the sandbox answers untyped JSON; the projection picks what both sides share.
const project = (list: any) => list.map((g: any) => g.idGroup);

describe('useGroups', () => {
  it('loads the product groups from the store, loading first', async () => {
    const { result, store, requests } = renderHookWithStorefront(() => useGroups());
    expect(result.current.isLoading).toBe(true);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.isLoading).toBe(false);
    expect(project(result.current.data)).toEqual(project(store.call('catalogue.groups').body));
    expect(requests('catalogue.groups')).toHaveLength(1);
  });

  it('given the store fails, error is a StoreApiError with the server text and data stays undefined', async () => {
    const { result, store } = renderHookWithStorefront(() => useGroups(), {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    store.faults.inject({ operation: 'catalogue.groups', status: 500, message: 'Falha ao consultar a loja' });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(StoreApiError));
    expect(result.current.error?.message).toBe('Falha ao consultar a loja');
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });
});
