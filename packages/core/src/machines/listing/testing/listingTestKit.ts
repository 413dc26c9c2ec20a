import { fromPromise } from 'xstate';
import type { StoreClient } from '../../../client/StoreClient';
import type { FilterState } from '../../../navigation/types';
import type { ProductListResponse } from '../../../schemas/productListResponseSchema';
import type { Product } from '../../../schemas/productSchema';
import type { ListingKind } from '../ListingKind';
import type { FilterStorage, LoadProductsInput } from '../listingMachine';

/** The client of machines whose actors are all replaced in a test: touching it fails the test. */
export const unusedClient = new Proxy({} as StoreClient, {
  get(_, area) {
    throw new Error(`the test replaced every actor, yet the client's ${String(area)} was used`);
  },
});

/** A product of a fake answer: only what the machines read. */
export function fakeProduct(idProduct: number): Product {
  return { idProduct, name: `Produto ${idProduct}`, urlFriendly: `produto-${idProduct}` } as Product;
}

/** The page of a listing of `total` products that the platform answers for a filter state. */
export function pageOf(filter: FilterState, total: number): ProductListResponse {
  const pageCount = Math.max(1, Math.ceil(total / filter.pageSize));
  const first = (filter.pageNumber - 1) * filter.pageSize;
  const count = Math.max(0, Math.min(filter.pageSize, total - first));
  return {
    products: Array.from({ length: count }, (_, index) => fakeProduct(first + index + 1)),
    settings: { pageNumber: filter.pageNumber, pageCount, totalItemCount: total },
    filters: [{ key: 'idBrand', name: 'Marcas', options: [{ id: 7, name: 'Marca 7' }] }],
  };
}

/** One call of the fake `loadProducts`, answered by the test. */
export interface PendingLoad {
  readonly filter: FilterState;
  readonly listing: ListingKind;
  readonly signal: AbortSignal;
  resolve(response: ProductListResponse): void;
  reject(error: unknown): void;
}

/** A `loadProducts` replacement whose calls wait for the test to answer them. */
export function controlledLoads() {
  const calls: PendingLoad[] = [];
  const actor = fromPromise<ProductListResponse, LoadProductsInput>(
    ({ input, signal }) =>
      new Promise<ProductListResponse>((resolve, reject) => {
        calls.push({ filter: input.filter, listing: input.listing, signal, resolve, reject });
      }),
  );
  const last = (): PendingLoad => {
    const call = calls.at(-1);
    if (!call) throw new Error('loadProducts was never called');
    return call;
  };
  return { calls, actor, last };
}

/** An in-memory storage recording what is written. */
export function memoryStorage(initial: Record<string, string> = {}): FilterStorage & {
  readonly items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}
