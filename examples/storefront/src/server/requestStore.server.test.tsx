import { renderHook } from '@testing-library/react';
import { type StoreQuery, storeQueries } from '@vitrine/core';
import {
  StorefrontProvider,
  useBanners,
  useBrands,
  useCompany,
  useFaq,
  useMostSold,
  useProductDetail,
  useProductList,
  useRatings,
  useShowcase,
  useTakeXPayY,
} from '@vitrine/hooks';
import { createTestStorefront, SANDBOX_BASE_URL } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerOf, fallbackOf, loadCatalogue } from './requestStore.server';

const product = sandboxFixtures.simple;
const request = () => ({ request: new Request('https://loja.test/'), context: {} });

let requests: ReturnType<typeof createTestStorefront>['requests'];
beforeEach(() => {
  vi.stubEnv('VITRINE_API_URL', SANDBOX_BASE_URL);
  ({ requests } = createTestStorefront());
});

/**
 * A loader's read and a hook over the same definition: what the loader prefetched is what the hook shows at
 * once. The loaders never write a key: they pass core's `storeQueries`,
 * which the hooks read too.
 */
const pairs: readonly (readonly [hook: string, query: StoreQuery<unknown>, read: () => { data: unknown }])[] =
  [
    ['useCompany', storeQueries.company(), () => useCompany()],
    ['useFaq', storeQueries.faq(), () => useFaq()],
    ['useShowcase', storeQueries.showcase(8), () => useShowcase(8)],
    ['useMostSold', storeQueries.mostSold(), () => useMostSold()],
    ['useBrands', storeQueries.brands(true), () => useBrands({ onlyFeatured: true })],
    [
      'useProductDetail',
      storeQueries.productDetail(product.urlFriendly),
      () => useProductDetail(product.urlFriendly),
    ],
    ['useRatings', storeQueries.ratings(product.idProduct), () => useRatings(product.idProduct)],
    ['useTakeXPayY', storeQueries.takeXPayY(product.idProduct), () => useTakeXPayY(product.idProduct, null)],
    [
      'useProductList',
      storeQueries.productList({ kind: 'category', textLink: sandboxFixtures.category.level2, page: 1 }),
      () => useProductList({ kind: 'category', textLink: sandboxFixtures.category.level2, page: 1 }),
    ],
    [
      'useBanners',
      storeQueries.banners('F', 'roupas/c'),
      () => ({ data: useBanners('F', { textLink: 'roupas/c' }).data?.all }),
    ],
  ];

describe('a loader prefetch and its hook', () => {
  it.each(pairs)('%s shows what the loader loaded on its first render', async (_, query, read) => {
    const loaded = await loadCatalogue(request(), [query]);
    const answer = answerOf(loaded[0]);
    expect(answer).toBeDefined();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorefrontProvider baseUrl={SANDBOX_BASE_URL} fallback={fallbackOf(loaded)}>
        {children}
      </StorefrontProvider>
    );
    const { result } = renderHook(read, { wrapper });
    // On its first render, before any request could answer: only a fallback under its own key gives this.
    expect(result.current.data).toEqual(answer);
  });

  it('makes each read once per request, whichever loader asks', async () => {
    const args = request();
    const before = requests('content.company').length;
    const [first] = await loadCatalogue(args, [storeQueries.company()]);
    const [second] = await loadCatalogue(args, [storeQueries.company(), storeQueries.faq()]);
    expect(second).toBe(first);
    expect(requests('content.company').length).toBe(before + 1);
  });

  it('leaves a failed read to the browser', async () => {
    const loaded = await loadCatalogue(request(), [storeQueries.productDetail('nao-existe')]);
    expect(loaded[0]).toBeUndefined();
    expect(fallbackOf(loaded)).toEqual([]);
  });
});
