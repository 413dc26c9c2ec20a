// The modules' objects, not their named exports: `http.request` is read at each call, as a test's interceptor
// (msw) or an APM agent replaces it.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** Connections to the store kept open between calls (a page makes a dozen reads). */
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

/** Statuses whose reply has no body. */
const nullBodyStatuses = new Set([101, 204, 205, 304]);

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    case 'br':
      return brotliDecompressSync(body);
    default:
      return body;
  }
}

function responseHeaders(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/** A reply of `storeFetch`: what a store client reads of a `Response` (`ok`, `status`, `text()`), and its headers. */
export interface StoreReply {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly headers: Headers;
  text(): Promise<string>;
}

/**
 * The fetch of the server's calls to the store (core's `StoreFetch`), over `node:http`/`node:https` with kept-alive
 * connections: the same request as Node's fetch would send (method, headers, string body, abort signal) and the
 * reply's status, headers and text (decompressed and decoded as fetch does), for about a third of the CPU time of
 * Node's fetch per call, which builds web streams and a `Response` for every request and reply. What it does not
 * handle itself goes to the global fetch: a body other than a string, an address other than http(s), and a
 * redirect (fetch follows it).
 */
export async function storeFetch(url: string, init: RequestInit = {}): Promise<StoreReply | Response> {
  const body = init.body;
  if (body !== undefined && body !== null && typeof body !== 'string') return globalThis.fetch(url, init);
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  if (!secure && target.protocol !== 'http:') return globalThis.fetch(url, init);

  const signal = init.signal ?? undefined;
  signal?.throwIfAborted();
  // What Node's fetch sends unless told otherwise.
  const headers: Record<string, string> = {
    accept: '*/*',
    'accept-encoding': 'gzip, deflate, br',
    'user-agent': 'node',
  };
  const given = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
  for (const [name, value] of given) headers[name] = value;
  if (typeof body === 'string') headers['content-length'] = String(Buffer.byteLength(body));

  const answer = await new Promise<{ message: IncomingMessage; body: Buffer }>((resolve, reject) => {
    const send = secure ? https.request : http.request;
    const outgoing = send(
      target,
      { method: init.method ?? 'GET', headers, agent: secure ? agents.https : agents.http },
      (message) => {
        const chunks: Buffer[] = [];
        message.on('data', (chunk: Buffer) => chunks.push(chunk));
        message.on('end', () => resolve({ message, body: Buffer.concat(chunks) }));
        message.on('error', reject);
      },
    );
    const onAbort = () => {
      outgoing.destroy();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    outgoing.on('close', () => signal?.removeEventListener('abort', onAbort));
    outgoing.on('error', (cause) => reject(new TypeError('fetch failed', { cause })));
    outgoing.end(typeof body === 'string' ? body : undefined);
  });

  const { message } = answer;
  const status = message.statusCode ?? 502;
  if (status >= 300 && status < 400 && message.headers.location) return globalThis.fetch(url, init);
  const content = nullBodyStatuses.has(status)
    ? ''
    : decoded(answer.body, message.headers['content-encoding']).toString('utf8');
  let headersOut: Headers | undefined;
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: message.statusMessage ?? '',
    get headers() {
      headersOut ??= responseHeaders(message);
      return headersOut;
    },
    // As a Response's text(): UTF-8, a leading byte order mark dropped.
    text: async () => (content.charCodeAt(0) === 0xfeff ? content.slice(1) : content),
  };
}
