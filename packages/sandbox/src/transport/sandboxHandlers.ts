import { HttpResponse, http, type RequestHandler } from 'msw';
import {
  decodePath,
  MALFORMED_IMAGE_PATH,
  renderSandboxImage,
  SANDBOX_IMAGES_PREFIX,
} from '../images/renderSandboxImage';
import { DEFAULT_SESSION, type SandboxReply, type SandboxStore } from '../store/createSandboxStore';
import { readCookie, SESSION_COOKIE } from './sessionCookie';

/** Options of `sandboxHandlers`. */
export interface SandboxHandlersOptions {
  /** Origin (or path prefix) the API lives under; default '*' (any origin, relative URLs included). */
  baseUrl?: string;
  /** Session used when a request carries no session cookie (default 'default'). */
  session?: string;
}

function toResponse(reply: SandboxReply): Response {
  if (reply.type === 'network') return HttpResponse.error();
  if (reply.type === 'malformed') {
    return new HttpResponse(reply.text, {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return HttpResponse.json(reply.body as Parameters<typeof HttpResponse.json>[0], { status: reply.status });
}

/**
 * msw 2 handlers answering the platform API and the sandbox images from a store, for tests in Node
 * (`setupServer(...sandboxHandlers(store))`) and in the browser (`setupWorker`).
 */
export function sandboxHandlers(store: SandboxStore, options: SandboxHandlersOptions = {}): RequestHandler[] {
  const base = (options.baseUrl ?? '*').replace(/\/+$/, '');
  const fallback = options.session ?? DEFAULT_SESSION;

  const answer = async (request: Request, cookies: Record<string, string>) => {
    const session =
      request.headers.get('x-sandbox-session') ??
      cookies[SESSION_COOKIE] ??
      readCookie(request.headers.get('cookie'), SESSION_COOKIE) ??
      fallback;
    const reply = await store.handle({
      method: request.method,
      pathname: new URL(request.url).pathname,
      body: await request.text(),
      session,
      signal: request.signal,
    });
    return toResponse(reply);
  };

  // Regular expressions without groups rather than path strings: msw decodes string paths' parameters with
  // decodeURIComponent and throws on a malformed escape (`/api/%E0%A4%A`), which would answer 500.
  const api = routePattern(base, '/api(?:/.*)?$');
  const images = routePattern(base, `${escapeRegExp(SANDBOX_IMAGES_PREFIX)}.*`);
  return [
    http.post(api, ({ request, cookies }) => answer(request, cookies)),
    http.put(api, ({ request, cookies }) => answer(request, cookies)),
    http.get(images, ({ request }) => {
      const { pathname } = new URL(request.url);
      if (decodePath(pathname) === undefined)
        return HttpResponse.json({ message: MALFORMED_IMAGE_PATH }, { status: 400 });
      const image = renderSandboxImage(pathname, store.data);
      if (!image) return HttpResponse.json({ message: 'Imagem não encontrada.' }, { status: 404 });
      return new HttpResponse(image, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
    }),
  ];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The URL pattern of a route under `base`: any origin for '*', any origin then the prefix for a path, else the origin. */
function routePattern(base: string, path: string): RegExp {
  if (base === '*' || base === '') return new RegExp(`^[a-z][a-z0-9+.-]*://[^/]+${path}`);
  if (base.startsWith('/')) return new RegExp(`^[a-z][a-z0-9+.-]*://[^/]+${escapeRegExp(base)}${path}`);
  return new RegExp(`^${escapeRegExp(base)}${path}`);
}
