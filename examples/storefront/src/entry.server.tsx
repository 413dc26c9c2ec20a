import { Writable } from 'node:stream';
import { installServerHtmlSanitizer } from '@vitrine/core/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type HandleDataRequestFunction, ServerRouter } from 'react-router';
import { privateCacheControl } from './head/cacheHeaders';
import { preloadIslands } from './islands/island';
import { storeCallFailed } from './server/requestStore.server';

// Descriptions and banners are sanitized with the same DOMPurify rules as in the browser, over one jsdom
// window for the whole process, so the server's markup is the one the browser hydrates.
installServerHtmlSanitizer();

/** How long a streamed render may wait for data before React gives up on the rest. */
export const streamTimeout = 5_000;

/** The islands' inline event contract, for the production server's CSP (allowed by its hash). */
export { islandEventsScript } from './islands/islandEvents';

/** The nonce the production server (`server/app.mjs`) gives each page for its CSP; none in development. */
function cspNonceOf(loadContext: unknown): string | undefined {
  const nonce = (loadContext as { cspNonce?: unknown } | undefined)?.cspNonce;
  return typeof nonce === 'string' && nonce !== '' ? nonce : undefined;
}

/**
 * A page or data answer built while a store call failed shows less than the store has (an empty shelf, a
 * missing menu): it is never stored, so no cache serves the outage once the store is back.
 */
function uncacheableAfterFailures(headers: Headers, loadContext: unknown): void {
  if (storeCallFailed(loadContext)) headers.set('Cache-Control', privateCacheControl);
}

/** Client-side navigations read the same loaders as data: the same rule as pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  uncacheableAfterFailures(response.headers, context);
  return response;
};

/**
 * Renders a document request with React's streaming renderer, sent once the whole page is ready (`HEAD` gets
 * the headers only). Every inline script of React and React Router carries the response's CSP nonce
 * (`loadContext.cspNonce`, from the production server).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: unknown,
) {
  // Every island's code, so the page's HTML holds each of them whole (a no-op after the first request).
  await preloadIslands();
  uncacheableAfterFailures(responseHeaders, loadContext);
  const nonce = cspNonceOf(loadContext);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    // Every page is sent whole, to browsers as to crawlers: its widgets are islands whose HTML must be in place
    // before the first paint (a part streamed in later would move the page), and the loaders have already waited
    // for the data.
    const waitForAll = true;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const ready = () => {
      shellRendered = true;
      const readyStatus = status;
      // The page is whole by now (`waitForAll`): React writes it at once into one buffer, answered as a single
      // chunk (a stream would pass its ~140 small writes one by one through every layer down to the socket).
      const chunks: Buffer[] = [];
      const body = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: readyStatus }));
          callback();
        },
      });
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        // A finished part of the page stays where it is in the HTML: React would otherwise send a large one after
        // the rest, to be moved into place by a script, and the page would shift when it is.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors of the shell itself reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
