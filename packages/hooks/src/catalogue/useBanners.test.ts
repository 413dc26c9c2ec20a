import { waitFor } from '@testing-library/react';
import { StoreApiError } from '@vitrine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useBanners } from './useBanners';

afterEach(() => {
  vi.useRealTimers();
});

const ids = (list: readonly { idBanner: number }[] | undefined) => list?.map((banner) => banner.idBanner);

describe('useBanners', () => {
  it('splits the full banners for a desktop into the random and the fixed group, leaving mobile ones out', async () => {
    const { result, requests } = renderHookWithStorefront(() => useBanners('F'), {
      providerProps: { config: { device: 'desktop', random: () => 0 } },
    });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(ids(result.current.data?.random)).toEqual([2]);
    expect(ids(result.current.data?.fixed)).toEqual([1, 4]);
    await waitFor(() => expect(result.current.data?.drawn?.idBanner).toBe(2));
    expect(requests('catalogue.banners')).toHaveLength(1);
  });

  it('on mobile, keeps the mobile banners and draws the random one with the configured source', async () => {
    const { result } = renderHookWithStorefront(() => useBanners('F', { device: 'mobile' }), {
      providerProps: { config: { random: () => 0.99 } },
    });
    await waitFor(() => expect(result.current.data?.drawn).toBeDefined());
    expect(ids(result.current.data?.random)).toEqual([2, 3]);
    expect(ids(result.current.data?.fixed)).toEqual([1]);
    expect(result.current.data?.drawn?.idBanner).toBe(3);
  });

  it('narrows the blocks to one idBanner when asked', async () => {
    const { result } = renderHookWithStorefront(() => useBanners('F', { idBanner: 4 }));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(ids(result.current.data?.all)).toEqual([4]);
    expect(result.current.data?.random).toEqual([]);
  });

  it('loads a category, group or brand listing’s banners from its text link', async () => {
    const category = renderHookWithStorefront(() =>
      useBanners('F', { textLink: 'moda-feminina/roupas/vestidos/c' }),
    );
    await waitFor(() => expect(ids(category.result.current.data?.all)).toEqual([11]));
    expect(category.requests('catalogue.categoryBanners')).toHaveLength(1);

    const group = renderHookWithStorefront(() => useBanners('F', { textLink: 'dia-das-maes/g' }));
    await waitFor(() => expect(ids(group.result.current.data?.all)).toEqual([13]));

    const brand = renderHookWithStorefront(() => useBanners('F', { textLink: 'sonora/m' }));
    await waitFor(() => expect(ids(brand.result.current.data?.all)).toEqual([14]));
    expect(brand.requests('catalogue.brandBanners')).toHaveLength(1);
  });

  it('given null, it waits: no request and no data', async () => {
    // Fake time: a request made on mount would show in `requests()` by then (the hooks' SWR starts it at once).
    vi.useFakeTimers();
    const { result, requests } = renderHookWithStorefront(() => useBanners(null));
    await vi.advanceTimersByTimeAsync(30);
    expect(requests()).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
  });

  it('given the store fails, error carries the server text', async () => {
    const { result, store } = renderHookWithStorefront(() => useBanners('C'), {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    store.faults.inject({ operation: 'catalogue.banners', status: 500, message: 'Banners indisponíveis' });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(StoreApiError));
    expect(result.current.error?.message).toBe('Banners indisponíveis');
    expect(result.current.data).toBeUndefined();
  });
});
