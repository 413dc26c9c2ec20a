import type { StorefrontFallbackEntries } from '@vitrine/hooks';
import { type CatalogueCall, createServerStoreClient, prefetch } from './storeServer.server';

/**
 * The catalogue reads of one request, shared by the loaders that answer it (root and page run side by side and
 * may need the same call, e.g. the company settings): each call is made once per request. Keyed by the request's
 * load context (React Router makes one per request and hands the same one to every loader; the request object
 * itself is not shared) and held weakly, so nothing outlives the request or passes to another shopper's.
 */
const perRequest = new WeakMap<object, Map<string, Promise<StorefrontFallbackEntries>>>();

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

/** One answered call: its cache key and data; `undefined` in the list when the call failed. */
export type LoadedCall = StorefrontFallbackEntries[number] | undefined;

/**
 * The answers of `calls` for this request, in their order (`undefined` for a failed one), each call made at
 * most once per request.
 */
export async function loadCatalogue(
  { request, context }: LoaderRequest,
  calls: readonly CatalogueCall[],
): Promise<LoadedCall[]> {
  const owner = typeof context === 'object' && context !== null ? context : request;
  let made = perRequest.get(owner);
  if (!made) {
    made = new Map();
    perRequest.set(owner, made);
  }
  const client = createServerStoreClient();
  const answers = await Promise.all(
    calls.map((call) => {
      const id = JSON.stringify(call);
      let answer = made.get(id);
      if (!answer) {
        answer = prefetch(client, [call]);
        made.set(id, answer);
      }
      return answer;
    }),
  );
  const loaded = answers.map((entries) => entries[0]);
  if (loaded.includes(undefined)) failedRequests.add(owner);
  return loaded;
}

/** The answered calls as `<StorefrontProvider fallback>` entries (the failed ones left to the browser). */
export function fallbackOf(loaded: readonly LoadedCall[]): StorefrontFallbackEntries {
  return loaded.filter((entry) => entry !== undefined);
}

/** The data of one answered call, `undefined` when it failed. */
export function dataOf<T>(loaded: LoadedCall): T | undefined {
  return loaded?.[1] as T | undefined;
}
