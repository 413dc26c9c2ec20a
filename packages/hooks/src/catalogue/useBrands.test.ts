import { waitFor } from '@testing-library/react';
import { StoreApiError } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useBrands } from './useBrands';

describe('useBrands', () => {
  it('loads every brand, or only the featured ones when asked', async () => {
    const all = renderHookWithStorefront(() => useBrands());
    await waitFor(() => expect(all.result.current.data).toBeDefined());
    const expected = all.store.call('catalogue.brands').body as { idBrand: number }[];
    expect(all.result.current.data?.map((brand) => brand.idBrand)).toEqual(
      expected.map((brand) => brand.idBrand),
    );

    const featured = renderHookWithStorefront(() => useBrands({ onlyFeatured: true }));
    await waitFor(() => expect(featured.result.current.data).toBeDefined());
    const featuredIds = (
      featured.store.call('catalogue.brands', { params: 'onlyFeatured=true' }).body as { idBrand: number }[]
    ).map((brand) => brand.idBrand);
    expect(featured.result.current.data?.map((brand) => brand.idBrand)).toEqual(featuredIds);
    expect(featuredIds.length).toBeLessThan(expected.length);
  });

  it('given the store fails, error carries the server text', async () => {
    const { result, store } = renderHookWithStorefront(() => useBrands(), {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    store.faults.inject({ operation: 'catalogue.brands', status: 502, message: 'Marcas indisponíveis' });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(StoreApiError));
    expect(result.current.error?.message).toBe('Marcas indisponíveis');
  });
});
