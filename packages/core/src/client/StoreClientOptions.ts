import type { OperationTransport } from './OperationTransport';
import type { OperationName } from './operations';
import type { ParsedReplyCache } from './ParsedReplyCache';

/** What the client reads of a reply: a `Response` has it all. */
export type StoreFetchReply = Pick<Response, 'ok' | 'status' | 'text'>;

/**
 * The fetch a client calls: `globalThis.fetch` or any function taking the call's address and `RequestInit`
 * (method, headers, string body, signal, credentials) and answering with at least a reply's `ok`, `status` and
 * `text()`.
 */
export type StoreFetch = (url: string, init: RequestInit) => Promise<StoreFetchReply>;

/** The options of `createStoreClient`; every one but `baseUrl` may be `undefined`. */
export interface StoreClientOptions {
  /**
   * Where the store API lives: '' or a path (e.g. '/loja') for the page's own origin — then the
   * XSRF token is sent — or an absolute URL such as 'http://localhost:4010' (never gets the token).
   */
  readonly baseUrl: string;
  /**
   * The fetch to use (tests, SSR with cookies forwarded...); defaults to `globalThis.fetch`. Any `fetch` does;
   * the client reads only the reply's `ok`, `status` and `text()` (see `StoreFetch`).
   */
  readonly fetch?: StoreFetch | undefined;
  /**
   * Overrides per call: a string replaces the envelope identifier (or, for a dedicated-path call,
   * the path); an `OperationTransport` replaces the transport. E.g. `{ 'cart.add': 'MyPlatformAddId' }`.
   */
  readonly operations?: Partial<Record<OperationName, string | OperationTransport>> | undefined;
  /** Extra headers for every call, or a function read at each call (e.g. an auth header). */
  readonly headers?: HeadersInit | (() => HeadersInit) | undefined;
  /** Returns the anti-forgery token; defaults to the `XSRF-TOKEN` cookie of the page. */
  readonly getXsrfToken?: (() => string | null | undefined) | undefined;
  /** Milliseconds before a call fails with kind 'timeout'; 15 000 by default, 0 or `Infinity` for none. */
  readonly timeoutMs?: number | undefined;
  /**
   * Whether the browser sends cookies with calls (the platform's session is a cookie): by default 'include' for an
   * absolute `baseUrl` (the API on another origin, which must then allow credentials in CORS) and 'same-origin'
   * for '' or a path. Node's fetch keeps no cookies whatever this says: pass a `fetch` that does (see the README).
   */
  readonly credentials?: RequestCredentials | undefined;
  /**
   * A server's catalogue reads: keeps each call's last reply and its parsed value (`createParsedReplyCache` from
   * `@vitrine/core/server`), so the same reply again is not parsed again. The value is then shared (and frozen).
   * Never for a client that reads one shopper's data.
   */
  readonly parsedReplies?: ParsedReplyCache | undefined;
}
