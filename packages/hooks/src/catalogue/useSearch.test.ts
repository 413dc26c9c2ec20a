import { waitFor } from '@testing-library/react';
import { StoreApiError } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useSearch } from './useSearch';

describe('useSearch', () => {
  it('finds the products matching a term', async () => {
    const { result, requests, store } = renderHookWithStorefront(() =>
      useSearch('vestido', { qtdRegister: 10 }),
    );
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.length).toBeGreaterThan(0);
    const expected = store.call('catalogue.search', { params: 'word=vestido&qtdRegister=10' }).body as {
      idProduct: number;
    }[];
    expect(result.current.data?.map((product) => product.idProduct)).toEqual(
      expected.map((p) => p.idProduct),
    );
    expect(result.current.data?.every((product) => /vestido/i.test(product.name))).toBe(true);
    expect(result.current.refusal).toBeUndefined();
    expect(requests('catalogue.search')).toHaveLength(1);
  });

  it('given a term under 3 characters, it sends nothing and gives the spec message', async () => {
    const { result, requests } = renderHookWithStorefront(() => useSearch('ca'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests()).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
    expect(result.current.refusal).toEqual({
      reason: 'tooShort',
      message: 'Digite ao menos 03 caracteres para realizar sua pesquisa.',
    });
  });

  it('given a blacklisted term, it sends nothing and gives the no-results text', async () => {
    const { result, requests } = renderHookWithStorefront(() => useSearch('<script>alert(1)'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests()).toHaveLength(0);
    expect(result.current.refusal?.reason).toBe('blacklisted');
    expect(result.current.refusal?.message).toBe('Nenhum resultado encontrado para "<script>alert(1)"');
  });

  it('given null, it waits: no request and no refusal', async () => {
    const { result, requests } = renderHookWithStorefront(() => useSearch(null));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests()).toHaveLength(0);
    expect(result.current.refusal).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });

  it('given the store fails, error carries the server text', async () => {
    const { result, store } = renderHookWithStorefront(() => useSearch('camiseta'), {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    store.faults.inject({ operation: 'catalogue.search', status: 500, message: 'Busca indisponível' });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(StoreApiError));
    expect(result.current.error?.message).toBe('Busca indisponível');
  });
});
