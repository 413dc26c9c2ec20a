import { renderHook } from '@testing-library/react';
import {
  bannersQuery,
  brandsQuery,
  companyQuery,
  faqQuery,
  mostSoldQuery,
  productDetailQuery,
  productListQuery,
  ratingsQuery,
  type StoreQuery,
  showcaseQuery,
  takeXPayYQuery,
} from '@vitrine/core';
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
 * once. The loaders never write a key: they pass core's query definitions (`companyQuery()`, `productDetailQuery(urlFriendly)`…),
 * which the hooks read too.
 */
const pairs: readonly (readonly [hook: string, query: StoreQuery<unknown>, read: () => { data: unknown }])[] =
  [
    ['useCompany', companyQuery(), () => useCompany()],
    ['useFaq', faqQuery(), () => useFaq()],
    ['useShowcase', showcaseQuery(8), () => useShowcase(8)],
    ['useMostSold', mostSoldQuery(), () => useMostSold()],
    ['useBrands', brandsQuery(true), () => useBrands({ onlyFeatured: true })],
    [
      'useProductDetail',
      productDetailQuery(product.urlFriendly),
      () => useProductDetail(product.urlFriendly),
    ],
    ['useRatings', ratingsQuery(product.idProduct), () => useRatings(product.idProduct)],
    ['useTakeXPayY', takeXPayYQuery(product.idProduct), () => useTakeXPayY(product.idProduct, null)],
    [
      'useProductList',
      productListQuery({ kind: 'category', textLink: sandboxFixtures.category.level2, page: 1 }),
      () => useProductList({ kind: 'category', textLink: sandboxFixtures.category.level2, page: 1 }),
    ],
    [
      'useBanners',
      bannersQuery('F', 'roupas/c'),
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
    const [first] = await loadCatalogue(args, [companyQuery()]);
    const [second] = await loadCatalogue(args, [companyQuery(), faqQuery()]);
    expect(second).toBe(first);
    expect(requests('content.company').length).toBe(before + 1);
  });

  it('leaves a failed read to the browser', async () => {
    const loaded = await loadCatalogue(request(), [productDetailQuery('nao-existe')]);
    expect(loaded[0]).toBeUndefined();
    expect(fallbackOf(loaded)).toEqual([]);
  });
});
