import { act, waitFor } from '@testing-library/react';
import { defaultFilterState, StoreApiError, serializeFilterState } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import type { FilterStateAddress, FilterStateStorage } from './FilterStateStorage';
import { useProductList } from './useProductList';

function memoryStorage(
  initial: Record<string, string> = {},
): FilterStateStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

function memoryAddress(search = ''): FilterStateAddress & { search: string } {
  const address = {
    search,
    read: () => address.search,
    write: (params: URLSearchParams) => {
      address.search = params.toString();
    },
  };
  return address;
}

const category = { kind: 'category', textLink: `${sandboxFixtures.category.level1}/c` } as const;

describe('useProductList', () => {
  it('loads the first page of a category with the page size asked', async () => {
    const { result, requests } = renderHookWithStorefront(() =>
      useProductList(category, { storage: null, initialFilter: { pageSize: 4, fetchLength: 4 } }),
    );
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.products).toHaveLength(4);
    expect(result.current.data?.settings.pageNumber).toBe(1);
    expect(result.current.filter.textLink).toBe('moda-feminina/c');
    expect(requests('catalogue.productsByCategory')).toHaveLength(1);
  });

  it('changing the page or the order reloads the products; a filter change goes back to page 1', async () => {
    const { result } = renderHookWithStorefront(() =>
      useProductList(category, { storage: null, initialFilter: { pageSize: 4 } }),
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    const first = result.current.data?.products.map((product) => product.idProduct);
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.data?.settings.pageNumber).toBe(2));
    expect(result.current.data?.products.map((product) => product.idProduct)).not.toEqual(first);

    act(() => result.current.setOrder('price-asc'));
    await waitFor(() => expect(result.current.filter.order).toBe('price-asc'));
    await waitFor(() => expect(result.current.data?.settings.pageNumber).toBe(1));
    const prices =
      result.current.data?.products.map((product) => product.pricePromotion || product.price) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('infinite scroll adds one fetchLength to the page size until every item is loaded', async () => {
    const { result } = renderHookWithStorefront(() =>
      useProductList(category, { storage: null, initialFilter: { pageSize: 4, fetchLength: 4 } }),
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    const total = result.current.data?.settings.totalItemCount ?? 0;
    expect(total).toBeGreaterThan(8);
    expect(result.current.canLoadMore).toBe(true);
    let grew = false;
    act(() => {
      grew = result.current.loadMore();
    });
    expect(grew).toBe(true);
    expect(result.current.filter.pageSize).toBe(8);
    // The products already shown stay while the longer page loads.
    expect(result.current.data?.products).toHaveLength(4);
    await waitFor(() => expect(result.current.data?.products).toHaveLength(8));
  });

  it('given infinite scrolling off, loadMore does nothing', async () => {
    const { result } = renderHookWithStorefront(() =>
      useProductList(category, { storage: null, infiniteScrolling: false, initialFilter: { pageSize: 4 } }),
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.canLoadMore).toBe(false);
    expect(result.current.loadMore()).toBe(false);
  });

  it('restores the stored filter of the same listing after mount and stores every change', async () => {
    const stored = {
      ...defaultFilterState,
      path: '/moda-feminina/c',
      textLink: 'moda-feminina/c',
      pageNumber: 2,
      pageSize: 4,
    };
    const storage = memoryStorage({ 'vitrine:listingFilter': serializeFilterState(stored) });
    const { result } = renderHookWithStorefront(() =>
      useProductList(category, { storage, initialFilter: { pageSize: 4 } }),
    );
    await waitFor(() => expect(result.current.filter.pageNumber).toBe(2));
    await waitFor(() => expect(result.current.data?.settings.pageNumber).toBe(2));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(JSON.parse(storage.data['vitrine:listingFilter'] ?? '{}').pageNumber).toBe(3));
  });

  it('ignores a stored filter of another listing', async () => {
    const stored = { ...defaultFilterState, path: '/casa/c', textLink: 'casa/c', pageNumber: 3 };
    const storage = memoryStorage({ 'vitrine:listingFilter': serializeFilterState(stored) });
    const { result } = renderHookWithStorefront(() => useProductList(category, { storage }));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.filter.pageNumber).toBe(1);
    await waitFor(() =>
      expect(JSON.parse(storage.data['vitrine:listingFilter'] ?? '{}').textLink).toBe('moda-feminina/c'),
    );
  });

  it('with filters in the URL, reads them from the address and writes changes back', async () => {
    const address = memoryAddress('?pageNumber=2&order=price-desc');
    const { result } = renderHookWithStorefront(() =>
      useProductList(category, { storage: null, syncUrl: true, address, initialFilter: { pageSize: 4 } }),
    );
    await waitFor(() => expect(result.current.filter.order).toBe('price-desc'));
    expect(result.current.filter.pageNumber).toBe(2);
    act(() => result.current.setFilter({ brand: sandboxFixtures.brand.idBrand }));
    await waitFor(() =>
      expect(new URLSearchParams(address.search).get('brand')).toBe(String(sandboxFixtures.brand.idBrand)),
    );
    expect(new URLSearchParams(address.search).get('order')).toBe('price-desc');
    expect(result.current.filter.pageNumber).toBe(1);
  });

  it('lists a search with its filters', async () => {
    const { result, requests } = renderHookWithStorefront(() =>
      useProductList({ kind: 'search', word: 'vestido' }, { storage: null }),
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.products.every((product) => /vestido/i.test(product.name))).toBe(true);
    expect(requests('catalogue.searchWithFilters')).toHaveLength(1);
  });

  it('lists a brand and a group', async () => {
    const brand = renderHookWithStorefront(() =>
      useProductList(
        { kind: 'brand', textLink: `${sandboxFixtures.brand.urlFriendly}/m` },
        { storage: null },
      ),
    );
    await waitFor(() => expect(brand.result.current.data?.products.length).toBeGreaterThan(0));
    expect(brand.requests('catalogue.productsByBrand')).toHaveLength(1);
    const group = renderHookWithStorefront(() =>
      useProductList(
        { kind: 'group', textLink: `${sandboxFixtures.group.urlFriendly}/g` },
        { storage: null },
      ),
    );
    await waitFor(() => expect(group.result.current.data?.products.length).toBeGreaterThan(0));
    expect(group.requests('catalogue.productsByGroup')).toHaveLength(1);
  });

  it('given null, it waits: no request and no data', async () => {
    const { result, requests } = renderHookWithStorefront(() => useProductList(null, { storage: null }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests()).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
  });

  it('given the store fails, error carries the server text', async () => {
    const { result, store } = renderHookWithStorefront(() => useProductList(category, { storage: null }), {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    store.faults.inject({
      operation: 'catalogue.productsByCategory',
      status: 500,
      message: 'Listagem indisponível',
    });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(StoreApiError));
    expect(result.current.error?.message).toBe('Listagem indisponível');
  });
});
