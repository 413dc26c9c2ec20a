import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxStore } from '../store/createSandboxStore';
import { sandboxSessionMiddleware } from './sandboxSessionMiddleware';
import { SESSION_COOKIE, XSRF_COOKIE } from './sessionCookie';
import { type SandboxServer, startSandboxServer } from './startSandboxServer';

let sandbox: SandboxServer;
beforeAll(async () => {
  sandbox = await startSandboxServer({ port: 0, store: createSandboxStore() });
});
afterAll(async () => {
  await sandbox.close();
});

/** Runs the middleware on a request with `headers`; answers the Set-Cookie it put on the page's response. */
async function serve(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<readonly string[] | undefined> {
  let setCookie: readonly string[] | undefined;
  const res = {
    setHeader: (name: string, value: readonly string[]) => {
      if (name === 'Set-Cookie') setCookie = value;
    },
  } as unknown as ServerResponse;
  await new Promise<void>((resolve, reject) =>
    sandboxSessionMiddleware(url)({ method, headers } as IncomingMessage, res, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
  return setCookie;
}

describe('sandboxSessionMiddleware', () => {
  it('gives a page asked for without a session the sandbox session and XSRF cookies', async () => {
    const cookies = await serve(sandbox.url, { accept: 'text/html,application/xhtml+xml' });

    expect(cookies?.map((cookie) => cookie.split('=')[0])).toEqual([SESSION_COOKIE, XSRF_COOKIE]);
    const session = cookies?.[0]?.split(';')[0] ?? '';
    const count = await fetch(`${sandbox.url}/api`, {
      method: 'POST',
      headers: { cookie: session },
      body: JSON.stringify({ operation: 'cart.count', params: '', json: null }),
    });
    expect(count.headers.getSetCookie().some((cookie) => cookie.startsWith(SESSION_COOKIE))).toBe(false);
  });

  it('leaves alone a page that already has a session, and anything that is not a page', async () => {
    expect(
      await serve(sandbox.url, { accept: 'text/html', cookie: `${SESSION_COOKIE}=abc` }),
    ).toBeUndefined();
    expect(await serve(sandbox.url, { accept: 'application/json' })).toBeUndefined();
    expect(await serve(sandbox.url, { accept: 'text/html' }, 'POST')).toBeUndefined();
  });

  it('given a session cookie with a malformed percent-escape, it serves the page with fresh cookies in its place', async () => {
    const cookies = await serve(sandbox.url, { accept: 'text/html', cookie: `${SESSION_COOKIE}=%E0%A4%A` });

    expect(cookies?.map((cookie) => cookie.split('=')[0])).toEqual([SESSION_COOKIE, XSRF_COOKIE]);
  });

  it('given a good session and a malformed XSRF-TOKEN, it replaces the XSRF-TOKEN only and keeps the session', async () => {
    const cookies = await serve(sandbox.url, {
      accept: 'text/html',
      cookie: `${SESSION_COOKIE}=abc; ${XSRF_COOKIE}=%E0%A4%A`,
    });

    expect(cookies?.map((cookie) => cookie.split('=')[0])).toEqual([XSRF_COOKIE]);
  });

  it('serves the page without a cookie when the sandbox does not answer', async () => {
    expect(await serve('http://127.0.0.1:9', { accept: 'text/html' })).toBeUndefined();
  });
});
