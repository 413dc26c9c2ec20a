import type { StoreQuery, StoreQueryData } from '@vitrine/core';
import type { StorefrontFallbackEntries } from '@vitrine/hooks';
import { createServerStoreClient, type Prefetched, prefetch } from './storeServer.server';

/**
 * The catalogue reads of one request, shared by the loaders that answer it (root and page run side by side and
 * may need the same read, e.g. the company settings): each read is made once per request. Keyed by the request's
 * load context (React Router makes one per request and hands the same one to every loader; the request object
 * itself is not shared) and held weakly, so nothing outlives the request or passes to another shopper's.
 */
const perRequest = new WeakMap<object, Map<string, Promise<Prefetched<unknown>>>>();

/** The requests (by load context) during which a store call failed. */
const failedRequests = new WeakSet<object>();

/**
 * Whether a store call failed while answering the request of this load context: its page shows less than the
 * store holds and must not be cached.
 */
export function storeCallFailed(context: unknown): boolean {
  return typeof context === 'object' && context !== null && failedRequests.has(context);
}

/** What a loader receives that identifies its request. */
export interface LoaderRequest {
  readonly request: Request;
  readonly context?: unknown;
}

/** The answers of a list of reads, in their order: each one typed as its definition's data. */
export type LoadedReads<Queries extends readonly StoreQuery<unknown>[]> = {
  -readonly [Index in keyof Queries]: Prefetched<StoreQueryData<Queries[Index]>>;
};

/**
 * The answers of `queries` (core's query definitions, `companyQuery()`…) for this request, in their order (`undefined` for a failed
 * one), each read made at most once per request.
 * @example
 * const [company, faq] = await loadCatalogue(args, [companyQuery(), faqQuery()]);
 * answerOf(company)?.fantasyName; // a Company, typed by its definition
 */
export async function loadCatalogue<const Queries extends readonly StoreQuery<unknown>[]>(
  { request, context }: LoaderRequest,
  queries: Queries,
): Promise<LoadedReads<Queries>> {
  const owner = typeof context === 'object' && context !== null ? context : request;
  let made = perRequest.get(owner);
  if (!made) {
    made = new Map();
    perRequest.set(owner, made);
  }
  const client = createServerStoreClient();
  const answers = queries.map((query) => {
    const id = JSON.stringify(query.key);
    let answer = made.get(id);
    if (!answer) {
      answer = prefetch(client, query);
      made.set(id, answer);
    }
    return answer;
  });
  const loaded = await Promise.all(answers);
  if (loaded.includes(undefined)) failedRequests.add(owner);
  // Equal keys are the same read of the same definition, so each answer has its query's data type.
  return loaded as LoadedReads<Queries>;
}

/** The answered reads as `<StorefrontProvider fallback>` entries (the failed ones left to the browser). */
export function fallbackOf(loaded: readonly Prefetched<unknown>[]): StorefrontFallbackEntries {
  return loaded.filter((entry) => entry !== undefined);
}

/** The data of one answered read, typed by its definition; `undefined` when it failed. */
export function answerOf<Data>(loaded: Prefetched<Data>): Data | undefined {
  return loaded?.[1];
}
