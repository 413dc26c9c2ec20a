import { waitFor } from '@testing-library/react';
import { type OperationName, StoreApiError } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useAlsoPurchased } from './useAlsoPurchased';
import { useCategories } from './useCategories';
import { useEventList } from './useEventList';
import { useFaq } from './useFaq';
import { useGroupShowcase } from './useGroupShowcase';
import { useGroups } from './useGroups';
import { useInstitutionalPages } from './useInstitutionalPages';
import { useMostSold } from './useMostSold';
import { useNewcomers } from './useNewcomers';
import { usePaymentGateways } from './usePaymentGateways';
import { useProductDetail } from './useProductDetail';
import { useProductImages } from './useProductImages';
import { useRelatedProducts } from './useRelatedProducts';
import { useSeals } from './useSeals';
import { useShowcase } from './useShowcase';
import { useSocialNetworks } from './useSocialNetworks';

afterEach(() => {
  vi.useRealTimers();
});

/** What a catalogue hook returns, as far as this suite reads it. */
interface QueryLike {
  readonly data: unknown;
  readonly error: { readonly message: string } | undefined;
  readonly isLoading: boolean;
}

/** One catalogue hook: how to call it, which store operation (with which input) it reads, what to compare. */
interface CatalogueHookRow {
  /** The hook's name, the suite's title. */
  readonly hook: string;
  /** What it loads, as the data test reads ('the category tree'). */
  readonly loads: string;
  /** Calls the hook with a valid argument. */
  readonly call: () => QueryLike;
  /** The store operation it must request exactly once. */
  readonly operation: OperationName;
  /** The operation's params that give the same answer straight from the store; `undefined` when it takes none. */
  readonly arg: string | Record<string, unknown> | undefined;
  /** The projection compared between the hook's data and the store's body (what both sides share). */
  // biome-ignore lint/suspicious/noExplicitAny: the sandbox answers untyped JSON; the projection picks what both sides share.
  readonly expect: (data: any) => unknown;
  /** Calls the hook with `null` (nothing to load yet); `undefined` for the hooks that take no argument. */
  readonly callWithNull?: (() => QueryLike) | undefined;
}

const FAILURE = 'Falha ao consultar a loja';
const { idProduct, urlFriendly } = sandboxFixtures.productWithVariations;
// biome-ignore lint/suspicious/noExplicitAny: the sandbox answers untyped JSON; the projection picks what both sides share.
const ids = (key: string) => (list: any) => list.map((entry: any) => entry[key]);

const rows: readonly CatalogueHookRow[] = [
  {
    hook: 'useCategories',
    loads: 'the category tree',
    call: () => useCategories(),
    operation: 'catalogue.categories',
    arg: undefined,
    expect: ids('idCategory'),
  },
  {
    hook: 'useEventList',
    loads: 'the event lists',
    call: () => useEventList(),
    operation: 'content.eventList',
    arg: undefined,
    expect: ids('idType'),
  },
  {
    hook: 'useInstitutionalPages',
    loads: 'the institutional pages',
    call: () => useInstitutionalPages(),
    operation: 'content.institutionalPages',
    arg: undefined,
    expect: ids('idCustomPage'),
  },
  {
    hook: 'usePaymentGateways',
    loads: 'the payment gateways',
    call: () => usePaymentGateways(),
    operation: 'catalogue.paymentGateways',
    arg: undefined,
    expect: ids('idPaymentGateway'),
  },
  {
    hook: 'useSocialNetworks',
    loads: 'the social networks',
    call: () => useSocialNetworks(),
    operation: 'content.socialNetworks',
    arg: undefined,
    expect: ids('identifier'),
  },
  {
    hook: 'useFaq',
    loads: 'the FAQ',
    call: () => useFaq(),
    operation: 'content.faq',
    arg: undefined,
    expect: ids('question'),
  },
  {
    hook: 'useGroups',
    loads: 'the product groups',
    call: () => useGroups(),
    operation: 'catalogue.groups',
    arg: undefined,
    expect: ids('idGroup'),
  },
  {
    hook: 'useSeals',
    loads: 'the store seals',
    call: () => useSeals(),
    operation: 'content.seals',
    arg: undefined,
    expect: ids('name'),
  },
  {
    hook: 'useMostSold',
    loads: 'the 12 best sellers',
    call: () => useMostSold(),
    operation: 'catalogue.mostSold',
    arg: 'quantity=12',
    expect: ids('idProduct'),
    callWithNull: () => useMostSold(null),
  },
  {
    hook: 'useNewcomers',
    loads: 'the 12 newest products',
    call: () => useNewcomers(),
    operation: 'catalogue.newcomers',
    arg: 'pageSize=12',
    expect: ids('idProduct'),
    callWithNull: () => useNewcomers(null),
  },
  {
    hook: 'useShowcase',
    loads: 'the home showcase of 6',
    call: () => useShowcase(6),
    operation: 'catalogue.showcase',
    arg: 'quantity=6',
    expect: ids('idProduct'),
    callWithNull: () => useShowcase(null),
  },
  {
    hook: 'useGroupShowcase',
    loads: 'the group showcase of 4',
    call: () => useGroupShowcase(4),
    operation: 'catalogue.groupShowcase',
    arg: 'quantity=4',
    expect: ids('idGroup'),
    callWithNull: () => useGroupShowcase(null),
  },
  {
    hook: 'useAlsoPurchased',
    loads: 'the products also purchased with a product',
    call: () => useAlsoPurchased(idProduct),
    operation: 'catalogue.alsoPurchased',
    arg: { idProduct },
    expect: ids('idProduct'),
    callWithNull: () => useAlsoPurchased(null),
  },
  {
    hook: 'useRelatedProducts',
    loads: 'the related products of a product',
    call: () => useRelatedProducts(idProduct),
    operation: 'catalogue.relatedProducts',
    arg: { idProduct },
    expect: ids('idProduct'),
    callWithNull: () => useRelatedProducts(null),
  },
  {
    hook: 'useProductImages',
    loads: 'the gallery images of a product',
    call: () => useProductImages(idProduct),
    operation: 'catalogue.productImages',
    arg: { idProduct },
    expect: ids('imageDefault'),
    callWithNull: () => useProductImages(null),
  },
  {
    hook: 'useProductDetail',
    loads: 'a product detail by its friendly URL',
    call: () => useProductDetail(urlFriendly),
    operation: 'catalogue.productDetail',
    arg: { urlFriendly },
    // biome-ignore lint/suspicious/noExplicitAny: the sandbox answers untyped JSON; the projection picks what both sides share.
    expect: (product: any) => [product.idProduct, product.name],
    callWithNull: () => useProductDetail(null),
  },
];

describe.each(rows)('$hook', ({ loads, call, operation, arg, expect: project }) => {
  it(`loads ${loads} from the store, loading first`, async () => {
    const { result, store, requests } = renderHookWithStorefront(call);
    expect(result.current.isLoading).toBe(true);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.isLoading).toBe(false);
    const direct = store.call(operation, arg === undefined ? undefined : { params: arg });
    expect(project(result.current.data)).toEqual(project(direct.body));
    expect(requests(operation)).toHaveLength(1);
  });

  it('given the store fails, error is a StoreApiError with the server text and data stays undefined', async () => {
    const { result, store } = renderHookWithStorefront(call, {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    store.faults.inject({ operation, status: 500, message: FAILURE });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(StoreApiError));
    expect(result.current.error?.message).toBe(FAILURE);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });
});

// Only the hooks that take an argument can be told there is nothing to load yet.
const waitingRows = rows.flatMap(({ hook, callWithNull }) => (callWithNull ? [{ hook, callWithNull }] : []));

describe.each(waitingRows)('$hook', ({ callWithNull }) => {
  it('given null, it waits: no request and no data', async () => {
    // Fake time: a request made on mount would show in `requests()` by then (the hooks' SWR starts it at once).
    vi.useFakeTimers();
    const { result, requests } = renderHookWithStorefront(callWithNull);
    await vi.advanceTimersByTimeAsync(30);
    expect(requests()).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });
});
