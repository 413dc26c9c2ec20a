import * as z from 'zod/mini';
import type { CallOptions } from './CallOptions';
import { defaultCredentials } from './defaultCredentials';
import type { OperationTransport } from './OperationTransport';
import { readErrorText } from './readErrorText';
import { readXsrfCookie } from './readXsrfCookie';
import { StoreApiError } from './StoreApiError';
import type { StoreClientOptions, StoreFetchReply } from './StoreClientOptions';
import type { EncodedCall } from './StoreEndpoint';
import { shouldAttachXsrf } from './shouldAttachXsrf';

/** 15 s: long enough for a slow freight quote, short enough that a shopper is not left waiting. */
const defaultTimeoutMs = 15_000;

/** Statuses a proxy or gateway answers, empty, when the store behind it cannot be reached. */
const gatewayStatuses = new Set([502, 503, 504]);

/** One call to make: which operation, how it travels, what it sends and how to read the reply. */
export interface StoreRequest<S extends z.core.$ZodType> {
  readonly operation: string;
  readonly transport: OperationTransport;
  readonly encoded: EncodedCall;
  readonly response: S;
  readonly options: StoreClientOptions;
  readonly call: CallOptions | undefined;
}

const buildRequest = (
  transport: OperationTransport,
  encoded: EncodedCall,
  options: StoreClientOptions,
): { url: string; method: string; body: string } => {
  const base = options.baseUrl.replace(/\/+$/, '');
  if (transport.transport === 'path') {
    const query = encoded.params === '' ? '' : `?${encoded.params}`;
    // Dedicated paths take the payload as the body; a call without payload sends an empty object.
    return {
      url: `${base}${transport.path}${query}`,
      method: 'POST',
      body: JSON.stringify(encoded.json ?? {}),
    };
  }
  return {
    url: `${base}/api`,
    method: transport.transport === 'put-envelope' ? 'PUT' : 'POST',
    body: JSON.stringify({ operation: transport.id, params: encoded.params, json: encoded.json ?? null }),
  };
};

const buildHeaders = (method: string, url: string, options: StoreClientOptions): Headers => {
  const extra = typeof options.headers === 'function' ? options.headers() : options.headers;
  const headers = new Headers(extra);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, text/plain, */*');
  if (shouldAttachXsrf(method, url)) {
    const token = options.getXsrfToken ? options.getXsrfToken() : readXsrfCookie();
    if (token) headers.set('X-XSRF-TOKEN', token);
  }
  return headers;
};

const parseReply = <S extends z.core.$ZodType>(text: string, response: S, operation: string): z.output<S> => {
  let value: unknown = null;
  // An empty body (e.g. 204) reads as `null`: several calls answer nothing when there is nothing.
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch (cause) {
      throw new StoreApiError({ kind: 'parse', operation, cause });
    }
  }
  const parsed = z.safeParse(response, value);
  if (!parsed.success) {
    throw new StoreApiError({ kind: 'parse', operation, cause: parsed.error, issues: parsed.error.issues });
  }
  return parsed.data;
};

/**
 * Makes one call of the store API and parses its reply. Every failure rejects with a
 * `StoreApiError`: 'network' (no answer, or an empty 502/503/504 from a proxy), 'timeout' (ours), 'abort' (the caller's signal), 'http'
 * (a non-2xx reply, with the server's text as message) or 'parse' (a reply that is not the expected JSON).
 */
export async function sendStoreRequest<S extends z.core.$ZodType>(
  request: StoreRequest<S>,
): Promise<z.output<S>> {
  const { operation, options, call } = request;
  const callerSignal = call?.signal;
  if (callerSignal?.aborted)
    throw new StoreApiError({ kind: 'abort', operation, cause: callerSignal.reason });

  const { url, method, body } = buildRequest(request.transport, request.encoded, options);
  const headers = buildHeaders(method, url, options);
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = call?.timeoutMs ?? options.timeoutMs ?? defaultTimeoutMs;

  const controller = new AbortController();
  let timedOut = false;
  let rejectStop: (reason: unknown) => void = () => {};
  // Racing against `stopped` makes the timeout and the abort hold even with a fetch that ignores signals.
  const stopped = new Promise<never>((_, reject) => {
    rejectStop = reject;
  });
  const onCallerAbort = () => {
    controller.abort(callerSignal?.reason);
    rejectStop(new StoreApiError({ kind: 'abort', operation, cause: callerSignal?.reason }));
  };
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer =
    timeoutMs > 0 && Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException(`${operation} timed out after ${timeoutMs} ms`, 'TimeoutError'));
          rejectStop(new StoreApiError({ kind: 'timeout', operation, cause: controller.signal.reason }));
        }, timeoutMs)
      : undefined;

  const asFailure = (cause: unknown): StoreApiError => {
    if (cause instanceof StoreApiError) return cause;
    if (timedOut) return new StoreApiError({ kind: 'timeout', operation, cause });
    if (callerSignal?.aborted) return new StoreApiError({ kind: 'abort', operation, cause });
    return new StoreApiError({ kind: 'network', operation, cause });
  };

  try {
    let text: string;
    let reply: StoreFetchReply;
    try {
      reply = await Promise.race([
        fetchImpl(url, {
          method,
          headers,
          body,
          credentials: options.credentials ?? defaultCredentials(options.baseUrl),
          signal: controller.signal,
        }),
        stopped,
      ]);
      text = await Promise.race([reply.text(), stopped]);
    } catch (cause) {
      throw asFailure(cause);
    }
    if (!reply.ok) {
      if (gatewayStatuses.has(reply.status) && text.trim() === '') {
        // A dev proxy (or a gateway) answers this way when it cannot reach the store: for the shopper it is a
        // connection failure, not a refusal by the store, so they get the connection text.
        throw new StoreApiError({
          kind: 'network',
          operation,
          cause: new Error(`HTTP ${reply.status} with an empty body: the proxy could not reach the store`),
        });
      }
      throw new StoreApiError({
        kind: 'http',
        operation,
        status: reply.status,
        message: readErrorText(text),
        cause: text,
      });
    }
    const cache = options.parsedReplies;
    if (!cache) return parseReply(text, request.response, operation);
    // The same call answered with the same text as last time: the value parsed then (parsing is pure).
    const key = `${method} ${url}\n${body}`;
    const kept = cache.get(key, text);
    if (kept) return kept.value as z.output<S>;
    return cache.set(key, text, parseReply(text, request.response, operation)) as z.output<S>;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
    // Nobody awaits `stopped` once the call settled: keep a late rejection from going unhandled.
    stopped.catch(() => {});
  }
}
