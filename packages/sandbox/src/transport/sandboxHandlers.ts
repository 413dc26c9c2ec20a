import { HttpResponse, http, type RequestHandler } from 'msw';
import { renderSandboxImage, SANDBOX_IMAGES_PREFIX } from '../images/renderSandboxImage';
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

  return [
    http.post(`${base}/api`, ({ request, cookies }) => answer(request, cookies)),
    http.put(`${base}/api`, ({ request, cookies }) => answer(request, cookies)),
    http.post(`${base}/api/*`, ({ request, cookies }) => answer(request, cookies)),
    http.get(`${base}${SANDBOX_IMAGES_PREFIX}*`, ({ request }) => {
      const image = renderSandboxImage(new URL(request.url).pathname, store.data);
      if (!image) return HttpResponse.json({ message: 'Imagem não encontrada.' }, { status: 404 });
      return new HttpResponse(image, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
    }),
  ];
}
