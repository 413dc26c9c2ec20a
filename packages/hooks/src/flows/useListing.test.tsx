import { act, waitFor } from '@testing-library/react';
import { defaultFilterState, filterStateToProductQuery } from '@vitrine/core';
import { describe, expect, it, vi } from 'vitest';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
import { useListing } from './useListing';

function biggestCategory(store: ReturnType<typeof createTestStorefront>['store']) {
  const flat = (list: typeof store.data.categories): typeof store.data.categories =>
    list.flatMap((category) => [category, ...flat(category.childMenu)]);
  const counted = flat(store.data.categories).map((category) => ({
    textLink: `${category.urlFriendly}/c`,
    total: store.data.products.filter((product) =>
      product.categories.some((entry) => entry.idCategory === category.idCategory),
    ).length,
  }));
  counted.sort((a, b) => b.total - a.total);
  return counted[0] as { textLink: string; total: number };
}

describe('useListing', () => {
  it('given a category, it loads the first page, then the next page on setPage and scrolls to the top', async () => {
    const storefront = createTestStorefront();
    const category = biggestCategory(storefront.store);
    const onScrollToTop = vi.fn();
    const { result, requests } = renderHookWithStorefront(
      () =>
        useListing(
          { kind: 'category', textLink: category.textLink },
          { settings: { quantityItemsPage: 2 }, storage: null, onScrollToTop },
        ),
      { store: storefront.store },
    );
    await waitFor(() => expect(result.current.products).toHaveLength(2));
    expect(result.current.busy).toBe(false);
    const first = result.current.products.map((p) => p.idProduct);
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.paging.current).toBe(2));
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.products.map((p) => p.idProduct)).not.toEqual(first);
    expect(onScrollToTop).toHaveBeenCalled();
    expect(requests('catalogue.productsByCategory')).toHaveLength(2);
  });

  it('given the page the server loaded for the address, it shows it at once and asks the store nothing', async () => {
    const storefront = createTestStorefront();
    const category = biggestCategory(storefront.store);
    const filter = { pageNumber: 2, pageSize: 2, order: 'price-asc' } as const;
    const served = await storefront.client.catalogue.productsByCategory(
      filterStateToProductQuery({
        ...defaultFilterState,
        ...filter,
        path: `/${category.textLink}`,
        textLink: category.textLink,
        fetchLength: 2,
      }),
    );
    const { result, requests } = renderHookWithStorefront(
      () =>
        useListing(
          { kind: 'category', textLink: category.textLink },
          { settings: { quantityItemsPage: 2 }, storage: null, filter, initialPage: served },
        ),
      { store: storefront.store },
    );
    expect(result.current.busy).toBe(false);
    expect(result.current.paging.current).toBe(2);
    expect(result.current.products.map((p) => p.idProduct)).toEqual(served.products.map((p) => p.idProduct));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.paging.current).toBe(3));
    // The server's read (made above) and page 3's: the mount asked for nothing.
    expect(requests('catalogue.productsByCategory')).toHaveLength(2);
  });

  it('given a search without results, the spec’s empty text names the term', async () => {
    const { result } = renderHookWithStorefront(() =>
      useListing({ kind: 'search', term: 'zzzqqqxxx' }, { storage: null }),
    );
    await waitFor(() => expect(result.current.emptyMessage).toBeDefined());
    expect(result.current.emptyMessage).toContain('zzzqqqxxx');
  });

  it('given the store fails, the products stay empty with the error kept and retry loads them', async () => {
    const storefront = createTestStorefront();
    const category = biggestCategory(storefront.store);
    storefront.store.faults.inject({ status: 500, times: 1 });
    const { result } = renderHookWithStorefront(
      () => useListing({ kind: 'category', textLink: category.textLink }, { storage: null }),
      { store: storefront.store },
    );
    await waitFor(() => expect(result.current.error).toBeDefined());
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.products.length).toBeGreaterThan(0));
    expect(result.current.error).toBeUndefined();
  });
});
