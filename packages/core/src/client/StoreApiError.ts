import type * as z from 'zod/mini';

/** What went wrong with a store API call. */
export type StoreApiErrorKind = 'network' | 'timeout' | 'abort' | 'http' | 'parse';

/** Messages for failures that carry no server text (the server's own text is used for `http`). */
const defaultMessages: Record<StoreApiErrorKind, string> = {
  network: 'Não foi possível conectar à loja. Verifique sua conexão e tente novamente.',
  timeout: 'A loja demorou demais para responder. Tente novamente.',
  abort: 'A requisição foi cancelada.',
  http: 'A loja não conseguiu atender a solicitação. Tente novamente.',
  parse: 'A loja respondeu em um formato inesperado.',
};

/** The details of a `StoreApiError`; `message` defaults to a pt-BR text for the kind. */
export interface StoreApiErrorInit {
  readonly kind: StoreApiErrorKind;
  readonly operation: string;
  readonly message?: string | undefined;
  readonly status?: number | undefined;
  readonly cause?: unknown;
  readonly issues?: readonly z.core.$ZodIssue[] | undefined;
}

/**
 * A failed store API call. For `kind: 'http'`, `message` is the server's error text (what the
 * storefront shows shoppers) and `status` the HTTP status; `status` is `undefined` for every other
 * kind. For `kind: 'parse'`, `issues` holds the schema issues (`undefined` when the body was not JSON).
 */
export class StoreApiError extends Error {
  override readonly name = 'StoreApiError';
  /** What went wrong: no connection, our timeout, the caller's abort, an HTTP error, or a malformed reply. */
  readonly kind: StoreApiErrorKind;
  /** The HTTP status; `undefined` unless `kind` is 'http'. */
  readonly status: number | undefined;
  /** The `area.method` name of the call that failed. */
  readonly operation: string;
  /** The schema issues of a malformed reply; `undefined` unless the reply was JSON of the wrong shape. */
  readonly issues: readonly z.core.$ZodIssue[] | undefined;

  constructor(init: StoreApiErrorInit) {
    super(init.message || defaultMessages[init.kind], { cause: init.cause });
    this.kind = init.kind;
    this.status = init.kind === 'http' ? init.status : undefined;
    this.operation = init.operation;
    this.issues = init.issues;
  }
}
