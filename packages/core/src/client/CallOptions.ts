/** Options of one call: a caller's abort `signal` and a `timeoutMs` replacing the client's (both may be `undefined`). */
export interface CallOptions {
  /** Aborting it rejects the call with a `StoreApiError` of kind 'abort'. */
  readonly signal?: AbortSignal | undefined;
  /** Milliseconds before the call fails with kind 'timeout'; 0 or `Infinity` turn the timeout off. */
  readonly timeoutMs?: number | undefined;
}
