import { waitFor } from '@testing-library/react';
import { StoreApiError } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { type ProductListRequest, useProductList } from './useProductList';

const category = { kind: 'category', textLink: `${sandboxFixtures.category.level1}/c` } as const;

describe('useProductList', () => {
  it('loads the first page of a category with the page size asked', async () => {
    const { result, requests } = renderHookWithStorefront(() =>
      useProductList({ ...category, page: 1, pageSize: 4 }),
    );
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.products).toHaveLength(4);
    expect(result.current.data?.settings.pageNumber).toBe(1);
    expect(requests('catalogue.productsByCategory')).toHaveLength(1);
  });

  it('another page or order reloads the products, and the page shown stays while the next one loads', async () => {
    const { result, rerender } = renderHookWithStorefront(
      (request: ProductListRequest) => useProductList(request),
      { initialProps: { ...category, page: 1, pageSize: 4 } as ProductListRequest },
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    const first = result.current.data?.products.map((product) => product.idProduct);
    rerender({ ...category, page: 2, pageSize: 4 });
    expect(result.current.data?.products.map((product) => product.idProduct)).toEqual(first);
    await waitFor(() => expect(result.current.data?.settings.pageNumber).toBe(2));
    expect(result.current.data?.products.map((product) => product.idProduct)).not.toEqual(first);

    rerender({ ...category, page: 1, pageSize: 4, sortBy: 'P-ASC' });
    await waitFor(() => expect(result.current.data?.settings.pageNumber).toBe(1));
    const prices =
      result.current.data?.products.map((product) => product.pricePromotion || product.price) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('given the same query in two widgets, the page is requested once', async () => {
    const { result, requests } = renderHookWithStorefront(() => [
      useProductList({ ...category, pageSize: 4 }),
      useProductList({ pageSize: 4, ...category }),
    ]);
    await waitFor(() => expect(result.current[1]?.data).toBeDefined());
    expect(result.current[0]?.data).toBe(result.current[1]?.data);
    expect(requests('catalogue.productsByCategory')).toHaveLength(1);
  });

  it('lists a search with its filters', async () => {
    const { result, requests } = renderHookWithStorefront(() =>
      useProductList({ kind: 'search', word: 'vestido' }),
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.products.every((product) => /vestido/i.test(product.name))).toBe(true);
    expect(requests('catalogue.searchWithFilters')).toHaveLength(1);
  });

  it('lists a brand and a group', async () => {
    const brand = renderHookWithStorefront(() =>
      useProductList({ kind: 'brand', textLink: `${sandboxFixtures.brand.urlFriendly}/m` }),
    );
    await waitFor(() => expect(brand.result.current.data?.products.length).toBeGreaterThan(0));
    expect(brand.requests('catalogue.productsByBrand')).toHaveLength(1);
    const group = renderHookWithStorefront(() =>
      useProductList({ kind: 'group', textLink: `${sandboxFixtures.group.urlFriendly}/g` }),
    );
    await waitFor(() => expect(group.result.current.data?.products.length).toBeGreaterThan(0));
    expect(group.requests('catalogue.productsByGroup')).toHaveLength(1);
  });

  it('given null, it waits: no request and no data', async () => {
    const { result, requests } = renderHookWithStorefront(() => useProductList(null));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests()).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
  });

  it('given the store fails, error carries the server text', async () => {
    const { result, store } = renderHookWithStorefront(() => useProductList(category), {
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
