import { createSeedData } from '../data/createSeedData';
import type { SandboxData } from '../data/types';
import { defaultOperations, type OperationName, type OperationTransport } from '../operationsContract';
import { createRandom } from '../random';
import { mergeData } from './mergeData';
import { operationHandlers } from './operationHandlers';
import { createOperationInput } from './operationInput';
import { payloadProblem } from './payloadSchemas';
import { SandboxError } from './sandboxError';
import { createSandboxFaults, type SandboxFaults, type SandboxLatency } from './sandboxFaults';
import {
  type CartLine,
  createSession,
  type OperationContext,
  type SandboxSubmission,
  type SessionState,
  type StoreState,
  type SubmissionKind,
} from './storeState';

/** Options of `createSandboxStore`. */
export interface SandboxStoreOptions {
  /** Seed of the catalogue generator and of the fault dice (default 20240501). */
  seed?: number;
  /** The clock; offer end dates and timers are relative to it (default: the real clock). */
  now?: () => Date;
  /** Catalogue sections to extend (merge, default) or replace; or a function of the seed data. */
  data?: Partial<SandboxData> | ((seed: SandboxData) => SandboxData);
  /** 'merge' (default): list items with the same id replace the seed's, others are appended. */
  dataMode?: 'merge' | 'replace';
  /** Operation identifiers/paths to mirror a platform (same partial map as the client's). */
  operations?: Partial<Record<OperationName, OperationTransport>>;
  /** Latency applied to every call. */
  latency?: SandboxLatency;
  /** Share (0..1) of calls failing with 500. */
  failureRate?: number;
}

/** A request as the transports see it. */
export interface SandboxRequest {
  method: string;
  /** URL path, e.g. `/api` or `/api/login`. */
  pathname: string;
  /** Raw body text (may be empty). */
  body: string;
  /** The visitor session id (cookie); the default session when omitted. */
  session?: string;
  /** Aborts a hanging (timeout fault) request. */
  signal?: AbortSignal;
}

/** What a transport must send back. */
export type SandboxReply =
  | { type: 'json'; status: number; body: unknown; operation: OperationName | undefined }
  | { type: 'malformed'; status: number; text: string; operation: OperationName | undefined }
  | { type: 'network'; operation: OperationName | undefined };

/** One logged request (for request-count benchmarks). */
export interface SandboxRequestLog {
  operation: OperationName | undefined;
  method: string;
  pathname: string;
  session: string;
  status: number | 'network' | 'timeout';
  at: string;
}

/** The answer of a direct `store.call`. */
export interface SandboxCallResult {
  status: number;
  body: unknown;
}

/** An in-memory store implementing every call of the platform API. */
export interface SandboxStore {
  /** The operation map in force (defaults plus overrides). */
  readonly operations: Readonly<Record<OperationName, OperationTransport>>;
  /** Fault injection. */
  readonly faults: SandboxFaults;
  /** The current catalogue and content (mutable by the store's own rules). */
  readonly data: SandboxData;
  /** Answers one transport-level request (used by the msw handlers and the HTTP server). */
  handle(request: SandboxRequest): Promise<SandboxReply>;
  /** Runs one operation directly, without faults or latency. */
  call(
    operation: OperationName,
    input?: { params?: string | Record<string, unknown>; json?: unknown },
    session?: string,
  ): SandboxCallResult;
  /** Which operation a request addresses; undefined when none. */
  resolve(method: string, pathname: string, json: unknown): OperationName | undefined;
  /** Simulates the cart timer: removes the session's cart lines; the next count reports them. Returns the names removed. */
  expireCart(session?: string): string[];
  /** Sets the stock of a SKU (e.g. to make a cart item run out). */
  setStock(idSku: number, stock: number): void;
  /** Marks a product exhausted (or not). */
  setExhausted(idProduct: number, exhausted: boolean): void;
  /** Back to the seed state: catalogue, sessions, submissions, request log and faults. */
  reset(): void;
  /** A new session id, unique within the store. */
  createSessionId(): string;
  /** Read-only views for tests. */
  readonly inspect: {
    /** Recorded submissions, optionally of one kind. */
    submissions(kind?: SubmissionKind): readonly SandboxSubmission[];
    /** Logged requests, oldest first. */
    requests(): readonly SandboxRequestLog[];
    /** Clears the request log. */
    clearRequests(): void;
    /** The state of a session (created empty when unknown). */
    session(id?: string): Readonly<SessionState>;
    /** The cart lines of a session. */
    cartLines(id?: string): readonly CartLine[];
  };
}

/** The session used when a request carries none (msw in tests, curl without cookies). */
export const DEFAULT_SESSION = 'default';

/**
 * Creates an in-memory, deterministic sandbox store.
 *
 * @example
 * const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
 * store.call('cart.add', { json: { idProduct: 1001, idSku: null, quantity: 1, isRecurrent: false } });
 */
export function createSandboxStore(options: SandboxStoreOptions = {}): SandboxStore {
  const seed = options.seed ?? 20_240_501;
  const clock = options.now ?? (() => new Date());
  const operations = { ...defaultOperations, ...options.operations } as Record<
    OperationName,
    OperationTransport
  >;
  let random = createRandom(seed);
  const hanging = new Set<() => void>();
  const releaseHanging = () => {
    for (const release of hanging) release();
    hanging.clear();
  };
  const baseFaults = createSandboxFaults(createRandom(seed ^ 0x5eed), {
    ...(options.latency !== undefined ? { latency: options.latency } : {}),
    ...(options.failureRate !== undefined ? { failureRate: options.failureRate } : {}),
  });
  const faults: SandboxFaults = {
    ...baseFaults,
    clear() {
      baseFaults.clear();
      releaseHanging();
    },
  };

  const buildData = (): SandboxData => {
    const base = createSeedData({ seed, now: clock() });
    if (typeof options.data === 'function') return options.data(base);
    return options.data ? mergeData(base, options.data, options.dataMode ?? 'merge') : base;
  };

  let state: StoreState = { data: buildData(), sessions: new Map(), submissions: [], nextId: 100_000 };
  let requests: SandboxRequestLog[] = [];
  let sessionCounter = 0;

  // Reverse indices: envelope id → operations (several names may share one id, e.g. group/brand banners).
  const envelope = new Map<string, OperationName[]>();
  const putEnvelope = new Map<string, OperationName>();
  const paths = new Map<string, OperationName[]>();
  for (const [name, transport] of Object.entries(operations) as [OperationName, OperationTransport][]) {
    if (transport.transport === 'envelope') {
      envelope.set(transport.id, [...(envelope.get(transport.id) ?? []), name]);
    } else if (transport.transport === 'put-envelope') putEnvelope.set(transport.id, name);
    else paths.set(transport.path.toLowerCase(), [...(paths.get(transport.path.toLowerCase()) ?? []), name]);
  }

  const session = (id: string = DEFAULT_SESSION): SessionState => {
    let found = state.sessions.get(id);
    if (!found) {
      found = createSession(id);
      state.sessions.set(id, found);
    }
    return found;
  };

  const resolve = (method: string, pathname: string, json: unknown): OperationName | undefined => {
    const path = pathname.replace(/\/+$/, '').toLowerCase();
    const upper = method.toUpperCase();
    const body = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
    if (path === '/api') {
      const id = typeof body.operation === 'string' ? body.operation : undefined;
      if (id === undefined) return undefined;
      if (upper === 'PUT') return putEnvelope.get(id);
      if (upper !== 'POST') return undefined;
      const names = envelope.get(id) ?? [];
      if (names.length <= 1) return names[0];
      // Brand banners share the group-banners identifier: the textLink marker ('/m') tells them apart.
      const params = new URLSearchParams(typeof body.params === 'string' ? body.params : '');
      const brand = /\/m\/?$/.test(params.get('textLink') ?? '');
      return (
        names.find((n) => n === (brand ? 'catalogue.brandBanners' : 'catalogue.groupBanners')) ?? names[0]
      );
    }
    if (upper !== 'POST') return undefined;
    const candidates = paths.get(path);
    if (!candidates?.length) return undefined;
    if (candidates.length === 1) return candidates[0];
    // privacy.verify and privacy.create share /api/policyprivacy and differ by json.type.
    const payload =
      body.json && typeof body.json === 'object' ? (body.json as Record<string, unknown>) : body;
    const type = typeof payload.type === 'string' ? payload.type.toLowerCase() : '';
    return candidates.find((name) => name.toLowerCase().endsWith(`.${type}`));
  };

  const run = (
    operation: OperationName,
    params: unknown,
    json: unknown,
    sessionId: string,
  ): SandboxCallResult => {
    const handler = operationHandlers[operation];
    if (!handler)
      return { status: 501, body: { message: `Operação ${operation} não implementada no sandbox.` } };
    const context: OperationContext = {
      input: createOperationInput(params, json),
      state,
      session: session(sessionId),
      now: clock(),
      random,
      record: (kind, payload) => {
        state.submissions.push({ kind, session: sessionId, at: clock().toISOString(), payload });
      },
      nextId: () => ++state.nextId,
    };
    try {
      const body = handler(context);
      return { status: 200, body: body === undefined ? null : body };
    } catch (error) {
      if (error instanceof SandboxError) return { status: error.status, body: { message: error.message } };
      throw error;
    }
  };

  const parseBody = (text: string): { ok: true; value: unknown } | { ok: false } => {
    if (text.trim() === '') return { ok: true, value: null };
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      return { ok: false };
    }
  };

  const wait = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolveWait) => {
      if (ms <= 0) return resolveWait();
      const timer = setTimeout(resolveWait, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        resolveWait();
      });
    });

  const store: SandboxStore = {
    operations,
    faults,
    get data() {
      return state.data;
    },
    async handle(request) {
      const sessionId = request.session ?? DEFAULT_SESSION;
      const parsed = parseBody(request.body);
      const log = (operation: OperationName | undefined, status: SandboxRequestLog['status']) => {
        requests.push({
          operation,
          method: request.method.toUpperCase(),
          pathname: request.pathname,
          session: sessionId,
          status,
          at: clock().toISOString(),
        });
      };
      if (!parsed.ok) {
        log(undefined, 400);
        return {
          type: 'json',
          status: 400,
          body: { message: 'Corpo da requisição inválido: o JSON está malformado.' },
          operation: undefined,
        };
      }
      const operation = resolve(request.method, request.pathname, parsed.value);
      const decision = faults.decide(operation);
      await wait(faults.delay(), request.signal);
      if (decision.kind === 'timeout') {
        log(operation, 'timeout');
        await new Promise<void>((resolveHang) => {
          if (request.signal?.aborted) return resolveHang();
          request.signal?.addEventListener('abort', () => resolveHang());
          // Released by faults.clear() or reset() too, so a forgotten timeout never leaks a request forever.
          hanging.add(resolveHang);
        });
        return { type: 'network', operation };
      }
      if (decision.kind === 'network') {
        log(operation, 'network');
        return { type: 'network', operation };
      }
      if (decision.kind === 'malformed') {
        log(operation, 200);
        return { type: 'malformed', status: 200, text: '{"products": [{"idProduct": 1,', operation };
      }
      if (decision.kind === 'status') {
        log(operation, decision.status);
        return { type: 'json', status: decision.status, body: { message: decision.message }, operation };
      }
      if (!operation) {
        const body = parsed.value as { operation?: unknown } | null;
        const message =
          request.pathname.replace(/\/+$/, '').toLowerCase() === '/api'
            ? typeof body?.operation === 'string'
              ? `Operação desconhecida: ${body.operation}.`
              : 'Informe a operação (campo "operation") no corpo da requisição.'
            : `Rota desconhecida: ${request.method.toUpperCase()} ${request.pathname}.`;
        log(undefined, 404);
        return { type: 'json', status: 404, body: { message }, operation: undefined };
      }
      const transport = operations[operation];
      const envelopeBody =
        transport.transport === 'path'
          ? { params: '', json: parsed.value }
          : ((parsed.value ?? {}) as { params?: unknown; json?: unknown });
      // The request's shape is checked by core's payload schema before the operation sees it; the operation
      // keeps the rules (ranges, stock, known ids) and their texts.
      const problem = payloadProblem(operation, envelopeBody.json ?? null);
      if (problem !== undefined) {
        log(operation, 400);
        return { type: 'json', status: 400, body: { message: problem }, operation };
      }
      let result: SandboxCallResult;
      try {
        result = run(operation, envelopeBody.params ?? '', envelopeBody.json ?? null, sessionId);
      } catch (error) {
        // A bug of the sandbox itself: still a JSON reply, so the caller sees a message.
        result = { status: 500, body: { message: `Erro interno do sandbox: ${(error as Error).message}` } };
      }
      log(operation, result.status);
      return { type: 'json', status: result.status, body: result.body, operation };
    },
    call(operation, input = {}, sessionId = DEFAULT_SESSION) {
      return run(operation, input.params ?? '', input.json ?? null, sessionId);
    },
    resolve,
    expireCart(sessionId = DEFAULT_SESSION) {
      const target = session(sessionId);
      const names = target.cart.map(
        (line) =>
          state.data.products.find((p) => p.idProduct === line.idProduct)?.name ?? String(line.idProduct),
      );
      target.cart = [];
      target.freight = null;
      target.expiredNames.push(...names);
      return names;
    },
    setStock(idSku, stock) {
      for (const product of state.data.products) {
        const sku = product.skUs.find((s) => s.idSku === idSku);
        if (!sku) continue;
        sku.stock = stock;
        product.stock = product.skUs.reduce((sum, s) => sum + (s.visible ? s.stock : 0), 0);
        product.descriptionAvailabilityStatus =
          product.flagExhausted || product.stock === 0 ? 'Esgotado' : 'Pronta entrega';
        return;
      }
      throw new SandboxError(404, `SKU ${idSku} não encontrado.`);
    },
    setExhausted(idProduct, exhausted) {
      const product = state.data.products.find((p) => p.idProduct === idProduct);
      if (!product) throw new SandboxError(404, `Produto ${idProduct} não encontrado.`);
      product.flagExhausted = exhausted;
    },
    reset() {
      random = createRandom(seed);
      state = { data: buildData(), sessions: new Map(), submissions: [], nextId: 100_000 };
      requests = [];
      faults.clear();
      if (options.latency !== undefined) faults.setLatency(options.latency);
      if (options.failureRate !== undefined) faults.setFailureRate(options.failureRate);
    },
    createSessionId() {
      sessionCounter++;
      // Not drawn from the seeded source, so sessions never shift the store's deterministic sequence.
      return `s${sessionCounter}-${globalThis.crypto.randomUUID()}`;
    },
    inspect: {
      submissions: (kind) =>
        kind ? state.submissions.filter((s) => s.kind === kind) : [...state.submissions],
      requests: () => [...requests],
      clearRequests: () => {
        requests = [];
      },
      session: (id) => session(id),
      cartLines: (id) => [...session(id).cart],
    },
  };
  return store;
}
