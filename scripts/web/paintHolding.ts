// The reproduction behind `pnpm bench:paint-holding`: a two-line page whose only stylesheet the server holds for a
// chosen time, to show how Chromium's paint holding moves the first paint Lighthouse observes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The page's text: a heading and a paragraph, so its first paint is contentful. */
export const paintHoldingPageText = { heading: 'Olá', paragraph: 'Uma página de duas linhas.' } as const;

const stylesheet = 'body{font-family:sans-serif;color:#222}h1{font-size:2rem}';

/** A page at `/?css=MS` linking `/site.css?css=MS`, which the server answers after MS milliseconds. */
export interface StylesheetDelayServer {
  /** The page's address with its stylesheet held `delayMs`. */
  readonly url: (delayMs: number) => string;
  readonly close: () => Promise<void>;
}

function delayOf(search: URLSearchParams): number {
  const delay = Number(search.get('css') ?? 0);
  return Number.isFinite(delay) && delay > 0 ? Math.min(delay, 10_000) : 0;
}

/** Starts the page's server on a free port of 127.0.0.1. */
export async function startStylesheetDelayServer(): Promise<StylesheetDelayServer> {
  const server: Server = createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://localhost');
    if (address.pathname === '/site.css') {
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'no-store' });
        response.end(stylesheet);
      }, delayOf(address.searchParams));
      return;
    }
    if (address.pathname !== '/') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(
      `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Paint holding</title><link rel="stylesheet" href="/site.css?css=${delayOf(address.searchParams)}"></head><body><h1>${paintHoldingPageText.heading}</h1><p>${paintHoldingPageText.paragraph}</p></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (delayMs) => `http://127.0.0.1:${port}/?css=${delayMs}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
