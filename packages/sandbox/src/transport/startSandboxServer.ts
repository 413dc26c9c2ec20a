import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  MALFORMED_IMAGE_PATH,
  renderSandboxImage,
  SANDBOX_IMAGES_PREFIX,
} from '../images/renderSandboxImage';
import { createSandboxStore, type SandboxStore } from '../store/createSandboxStore';
import { SandboxError } from '../store/sandboxError';
import {
  checkSandboxFault,
  checkSandboxLatency,
  type SandboxFault,
  type SandboxLatency,
} from '../store/sandboxFaults';
import { isMalformedCookie, readCookie, SESSION_COOKIE, safeDecode, XSRF_COOKIE } from './sessionCookie';

/** Options of `startSandboxServer`. */
export interface SandboxServerOptions {
  /** Port to listen on; 0 picks a free one (default 4010). */
  port?: number;
  /** Interface to bind (default '127.0.0.1'). */
  host?: string;
  /** The store to serve (default: a fresh `createSandboxStore()`). */
  store?: SandboxStore;
}

/** A running sandbox server. */
export interface SandboxServer {
  /** Base URL, e.g. `http://127.0.0.1:4010`. */
  url: string;
  port: number;
  store: SandboxStore;
  /** Stops listening and drops open connections (hanging timeout faults included). */
  close(): Promise<void>;
}

const MAX_BODY = 1_000_000;

function cors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  } else res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-XSRF-TOKEN, X-Sandbox-Session');
}

/**
 * The address images must carry for this request: `http://<Host>` when a page of another origin calls the sandbox
 * directly (an `Origin` header naming another host, and no proxy's `X-Forwarded-Host`), so its `/sandbox/images/…`
 * addresses do not resolve against the page's own origin; `undefined` otherwise (same origin, a proxy forwarding
 * `/sandbox` beside `/api`, or a server-side call), where the relative addresses work.
 */
export function imageOriginFor(headers: IncomingMessage['headers']): string | undefined {
  const { origin, host } = headers;
  if (!origin || !host || headers['x-forwarded-host'] !== undefined) return undefined;
  let from: string;
  try {
    from = new URL(origin).host;
  } catch {
    return undefined;
  }
  return from === host ? undefined : `http://${host}`;
}

function sendJson(res: ServerResponse, status: number, body: unknown, imageOrigin?: string): void {
  const json = JSON.stringify(body);
  // Every image address of the reply (fields, and `src` inside descriptions' HTML) made absolute.
  const text =
    imageOrigin === undefined
      ? json
      : json.replaceAll(`"${SANDBOX_IMAGES_PREFIX}`, `"${imageOrigin}${SANDBOX_IMAGES_PREFIX}`);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        resolve(undefined);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function control(
  store: SandboxStore,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  session: string,
  query: URLSearchParams,
) {
  const body = await readBody(req);
  if (body === undefined) return sendJson(res, 413, { message: 'Corpo da requisição grande demais.' });
  let parsed: unknown = {};
  try {
    parsed = body.trim() ? JSON.parse(body) : {};
  } catch {
    return sendJson(res, 400, { message: 'Corpo da requisição inválido: o JSON está malformado.' });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return sendJson(res, 400, { message: 'Corpo da requisição inválido: envie um objeto JSON.' });
  const json = parsed as Record<string, unknown>;
  const method = req.method ?? 'GET';
  if (path === '/__sandbox/requests' && method === 'GET') return sendJson(res, 200, store.inspect.requests());
  if (path === '/__sandbox/requests' && method === 'DELETE') {
    store.inspect.clearRequests();
    return sendJson(res, 200, { ok: true });
  }
  if (path === '/__sandbox/submissions' && method === 'GET')
    return sendJson(res, 200, store.inspect.submissions());
  if (path === '/__sandbox/cart' && method === 'GET') {
    // The cart the store holds for a session, read without going through faults or the request log.
    const target = query.get('session') || session;
    return sendJson(res, 200, {
      session: target,
      lines: store.inspect.cartLines(target),
      cart: store.call('cart.get', {}, target).body,
    });
  }
  if (method !== 'POST') return sendJson(res, 405, { message: `Método ${method} não suportado em ${path}.` });
  switch (path) {
    case '/__sandbox/reset':
      store.reset();
      return sendJson(res, 200, { ok: true });
    case '/__sandbox/faults':
      return withStoreError(res, () => {
        // Everything is checked before anything changes: a refused body leaves the faults as they were.
        const change = checkFaultsBody(json, Object.keys(store.operations));
        if (change.clear) store.faults.clear();
        if (change.latency !== undefined) store.faults.setLatency(change.latency);
        if (change.failureRate !== undefined) store.faults.setFailureRate(change.failureRate);
        for (const fault of change.faults) store.faults.inject(fault);
        return { faults: store.faults.list() };
      });
    case '/__sandbox/faults/clear':
      store.faults.clear();
      return sendJson(res, 200, { ok: true });
    case '/__sandbox/stock': {
      const { idSku, stock } = json;
      if (!Number.isInteger(idSku) || !Number.isInteger(stock) || (stock as number) < 0)
        return sendJson(res, 400, { message: 'Informe idSku e stock (inteiro ≥ 0).' });
      return withStoreError(res, () => store.setStock(idSku as number, stock as number));
    }
    case '/__sandbox/exhausted': {
      const { idProduct, exhausted } = json;
      if (!Number.isInteger(idProduct) || typeof exhausted !== 'boolean')
        return sendJson(res, 400, { message: 'Informe idProduct (inteiro) e exhausted (true ou false).' });
      return withStoreError(res, () => store.setExhausted(idProduct as number, exhausted));
    }
    case '/__sandbox/expire-cart': {
      const target = typeof json.session === 'string' ? json.session : session;
      return sendJson(res, 200, { removed: store.expireCart(target) });
    }
    default:
      return sendJson(res, 404, { message: `Rota de controle desconhecida: ${path}.` });
  }
}

/** The checked body of `POST /__sandbox/faults`. */
interface FaultsChange {
  clear: boolean;
  latency: SandboxLatency | undefined;
  failureRate: number | undefined;
  faults: SandboxFault[];
}

/**
 * Checks a `/__sandbox/faults` body: `clear` (true or false), `latency`, `failureRate` (0 to 1) and either a
 * `faults` list or one fault given at the top level. Throws a 400 `SandboxError` in pt-BR on the first bad value.
 */
function checkFaultsBody(json: Record<string, unknown>, operations: readonly string[]): FaultsChange {
  if (json.clear !== undefined && typeof json.clear !== 'boolean')
    throw new SandboxError(400, 'clear deve ser true ou false.');
  const rate = json.failureRate;
  if (rate !== undefined && !(typeof rate === 'number' && rate >= 0 && rate <= 1))
    throw new SandboxError(400, 'failureRate deve ser um número entre 0 e 1.');
  if (json.faults !== undefined && !Array.isArray(json.faults))
    throw new SandboxError(400, 'faults deve ser uma lista de falhas.');
  const single = json.operation !== undefined || json.kind !== undefined || json.status !== undefined;
  const list: unknown[] = Array.isArray(json.faults)
    ? json.faults
    : single
      ? [
          {
            operation: json.operation,
            kind: json.kind,
            status: json.status,
            message: json.message,
            times: json.times,
            probability: json.probability,
          },
        ]
      : [];
  return {
    clear: json.clear === true,
    latency: json.latency === undefined ? undefined : checkSandboxLatency(json.latency),
    failureRate: rate as number | undefined,
    faults: list.map((fault) => checkSandboxFault(fault, operations)),
  };
}

/** Runs a store change; answers what it returns (`{ ok: true }` when nothing), or the store's status and pt-BR text when it refuses. */
function withStoreError(res: ServerResponse, change: () => unknown) {
  try {
    const result = change();
    return sendJson(res, 200, result ?? { ok: true });
  } catch (error) {
    if (error instanceof SandboxError) return sendJson(res, error.status, { message: error.message });
    throw error;
  }
}

/**
 * Starts the sandbox on `node:http`: the API (`/api`, `/api/*`), the images (`/sandbox/images/*`),
 * CORS for local development, the session and `XSRF-TOKEN` cookies, and the `/__sandbox/*` control routes.
 */
export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  // Loaded on demand so the package's barrel stays importable in a browser (msw worker).
  const { createServer } = await import('node:http');
  const store = options.store ?? createSandboxStore();
  const host = options.host ?? '127.0.0.1';
  const pending = new Set<AbortController>();

  const server = createServer(async (req, res) => {
    try {
      cors(req, res);
      const url = new URL(req.url ?? '/', 'http://sandbox.local');
      const path = url.pathname;
      const cookies = req.headers.cookie;
      let session =
        (req.headers['x-sandbox-session'] as string | undefined) ?? readCookie(cookies, SESSION_COOKIE);
      const setCookies: string[] = [];
      if (!session) {
        session = store.createSessionId();
        setCookies.push(`${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax`);
      }
      if (!readCookie(cookies, XSRF_COOKIE)) {
        setCookies.push(`${XSRF_COOKIE}=${globalThis.crypto.randomUUID()}; Path=/; SameSite=Lax`);
      }
      if (setCookies.length) res.setHeader('Set-Cookie', setCookies);

      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        return res.end();
      }
      if (path.startsWith(SANDBOX_IMAGES_PREFIX)) {
        if (req.method !== 'GET' && req.method !== 'HEAD')
          return sendJson(res, 405, { message: 'Use GET para imagens.' });
        if (safeDecode(path) === undefined) return sendJson(res, 400, { message: MALFORMED_IMAGE_PATH });
        const image = renderSandboxImage(path, store.data);
        if (!image) return sendJson(res, 404, { message: `Imagem não encontrada: ${path}.` });
        res.writeHead(200, {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=3600',
          'Content-Length': Buffer.byteLength(image),
        });
        return res.end(req.method === 'HEAD' ? undefined : image);
      }
      const cookieNames = req.headers['x-sandbox-session'] ? [XSRF_COOKIE] : [SESSION_COOKIE, XSRF_COOKIE];
      const malformed = cookieNames.filter((name) => isMalformedCookie(cookies, name));
      if (malformed.length > 0) {
        // The fresh cookies set above replace the bad ones, so the shopper's next call goes through.
        return sendJson(res, 400, {
          message: `O cookie ${malformed.join(' e o cookie ')} está malformado (escape de porcentagem inválido); um novo foi enviado, tente de novo.`,
        });
      }
      if (path.startsWith('/__sandbox/'))
        return await control(store, req, res, path, session, url.searchParams);
      if (path === '/' && req.method === 'GET') {
        return sendJson(res, 200, {
          name: '@vitrine/sandbox',
          store: store.data.company.nameStore,
          api: '/api',
          images: SANDBOX_IMAGES_PREFIX,
          operations: Object.keys(store.operations).length,
        });
      }
      if (path !== '/api' && !path.startsWith('/api/'))
        return sendJson(res, 404, { message: `Rota desconhecida: ${path}.` });
      if (req.method !== 'POST' && req.method !== 'PUT') {
        return sendJson(res, 405, {
          message: `Método ${req.method} não suportado: a API aceita POST (e PUT em /api).`,
        });
      }
      const body = await readBody(req);
      if (body === undefined) return sendJson(res, 413, { message: 'Corpo da requisição grande demais.' });
      const controller = new AbortController();
      pending.add(controller);
      res.on('close', () => controller.abort());
      const reply = await store.handle({
        method: req.method,
        pathname: path,
        body,
        session,
        signal: controller.signal,
      });
      pending.delete(controller);
      if (reply.type === 'network') {
        req.socket.destroy();
        return;
      }
      if (reply.type === 'malformed') {
        res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8' });
        return res.end(reply.text);
      }
      return sendJson(res, reply.status, reply.body, imageOriginFor(req.headers));
    } catch (error) {
      if (!res.headersSent)
        sendJson(res, 500, { message: `Erro interno do sandbox: ${(error as Error).message}` });
      else res.end();
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => {
      const { port } = server.address() as AddressInfo;
      const urlHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${urlHost}:${port}`,
        port,
        store,
        close: () =>
          new Promise<void>((done) => {
            for (const controller of pending) controller.abort();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
