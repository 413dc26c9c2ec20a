import { HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';

/** A request as it reached the wire. */
export interface SeenRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: unknown;
}

/** Answers every request under `origin` with `reply` and records what reached the wire (tests only). */
export function recordRequests(
  server: SetupServer,
  origin: string,
  reply: () => Response | Promise<Response> = () => HttpResponse.json(true),
): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.use(
    http.all(`${origin}/*`, async ({ request }) => {
      const text = await request.text();
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: text === '' ? undefined : JSON.parse(text),
      });
      return reply();
    }),
  );
  return seen;
}
