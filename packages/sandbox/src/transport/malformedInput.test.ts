import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxFixtures as F } from '../data/sandboxFixtures';
import { createSandboxStore } from '../store/createSandboxStore';
import { sandboxHandlers } from './sandboxHandlers';
import { SESSION_COOKIE, XSRF_COOKIE } from './sessionCookie';
import { type SandboxServer, startSandboxServer } from './startSandboxServer';

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer({ port: 0, store: createSandboxStore() });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.store.reset();
  server.store.faults.clear();
});

const BAD_ESCAPE = '%E0%A4%A';

/** Calls an envelope operation with the given cookie header. */
const envelope = (operation: string, json: unknown = null, cookie?: string) =>
  fetch(`${server.url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ operation, params: '', json }),
  });

/** POSTs a raw body to a control route. */
const control = (path: string, body: string) =>
  fetch(`${server.url}/__sandbox/${path}`, { method: 'POST', body });

describe('malformed input reaching the sandbox server', () => {
  it('given a session cookie with a bad percent-escape, it answers 400 in pt-BR with a fresh session cookie, and adds nothing', async () => {
    const add = { idProduct: F.simple.idProduct, idSku: null, quantity: 1, isRecurrent: false };
    const response = await envelope('cart.add', add, `${SESSION_COOKIE}=${BAD_ESCAPE}`);

    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^O cookie vitrine_sandbox_session está malformado/,
    );
    const fresh = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(fresh).toMatch(/^vitrine_sandbox_session=s\d+-/);
    expect(server.store.inspect.requests()).toEqual([]);
    const count = await envelope('cart.count', null, fresh.split(';')[0]);
    expect(count.status).toBe(200);
    expect(await count.json()).toBe(0);
  });

  it('given an XSRF-TOKEN cookie with a bad percent-escape, it answers 400 in pt-BR with a fresh XSRF-TOKEN', async () => {
    const response = await envelope(
      'content.company',
      null,
      `${SESSION_COOKIE}=abc; ${XSRF_COOKIE}=${BAD_ESCAPE}`,
    );

    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^O cookie XSRF-TOKEN está malformado/,
    );
    expect(response.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual([XSRF_COOKIE]);
  });

  it('given an image path with a bad percent-escape, it answers 400 in pt-BR', async () => {
    const response = await fetch(`${server.url}/sandbox/images/products/${BAD_ESCAPE}.svg`);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Endereço de imagem malformado: há um escape de porcentagem inválido.',
    });
  });

  it('given a faults body with a null fault or a status that is not a number, it answers 400 and injects nothing', async () => {
    for (const body of [
      { faults: [null] },
      { status: 'abc' },
      { faults: [{ operation: 'cart.get', status: 200 }] },
      { faults: [{ operation: 'cart.nothing', status: 500 }] },
      { faults: [{ kind: 'explode' }] },
      { faults: [{ status: 500, times: 0 }] },
      { faults: 'all' },
      { failureRate: '0.5' },
      { clear: 'yes' },
    ]) {
      const response = await control('faults', JSON.stringify(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/deve|desconhecida|objeto/);
    }
    expect(server.store.faults.list()).toEqual([]);
    expect((await envelope('content.company')).status).toBe(200);
  });

  it('given a fault probability outside 0..1 or not a number, it answers 400 in pt-BR and injects nothing', async () => {
    for (const probability of [-0.1, 1.5, '0.5', null, Number.NaN, [0.2]]) {
      for (const body of [
        { faults: [{ operation: 'cart.get', status: 503, probability }] },
        { operation: 'cart.get', kind: 'network', probability },
      ]) {
        const response = await control('faults', JSON.stringify(body));
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json()).toEqual({ message: 'probability deve ser um número entre 0 e 1.' });
      }
    }
    expect(server.store.faults.list()).toEqual([]);
    expect((await envelope('content.company')).status).toBe(200);
  });

  it('given a fault probability from 0 to 1, it keeps it on the fault', async () => {
    const response = await control(
      'faults',
      JSON.stringify({ faults: [{ operation: 'cart.get', status: 503, probability: 0 }] }),
    );
    expect(response.status).toBe(200);
    expect(server.store.faults.list()).toEqual([{ operation: 'cart.get', status: 503, probability: 0 }]);
    expect((await envelope('cart.get')).status).toBe(200);
  });

  it('given a bad latency, it answers 400 in pt-BR and keeps the faults, latency and failure rate as they were', async () => {
    server.store.faults.inject({ operation: 'cart.get', status: 503, times: 1 });
    for (const latency of ['abc', -1, 60_001, [400, 100], [1, 2, 3], 12.5, null]) {
      const response = await control('faults', JSON.stringify({ clear: true, failureRate: 1, latency }));
      expect(response.status, JSON.stringify(latency)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^latency deve ser/);
    }
    expect(server.store.faults.list()).toEqual([{ operation: 'cart.get', status: 503, times: 1 }]);
    expect(server.store.faults.delay()).toBe(0);
    expect((await envelope('content.company')).status).toBe(200);
  });

  it('given a good faults body, it still injects, with latency as a number or a range', async () => {
    const response = await control(
      'faults',
      JSON.stringify({ latency: [0, 5], faults: [{ operation: 'content.company', status: 503, times: 1 }] }),
    );
    expect(response.status).toBe(200);
    expect((await envelope('content.company')).status).toBe(503);
  });

  it('given a body that is null, a list or a number, every control route answers 400 in pt-BR', async () => {
    for (const path of ['faults', 'stock', 'exhausted', 'expire-cart']) {
      for (const body of ['null', '[1]', '7']) {
        const response = await control(path, body);
        expect(response.status, `${path} ${body}`).toBe(400);
        expect(await response.json()).toEqual({
          message: 'Corpo da requisição inválido: envie um objeto JSON.',
        });
      }
    }
  });
});

describe('malformed input reaching the msw handlers', () => {
  it('given an API path with a bad percent-escape, it answers in pt-BR instead of failing in msw', async () => {
    const handlers = sandboxHandlers(createSandboxStore());
    const response = await getResponse(
      handlers,
      new Request(`http://localhost/api/${BAD_ESCAPE}`, { method: 'POST', body: '{}' }),
    );

    expect(response?.status).toBe(404);
    expect(await response?.json()).toMatchObject({
      message: expect.stringMatching(/desconhecid|não encontrad/i),
    });
  });

  it('given a base URL, it answers under it and only under it', async () => {
    const handlers = sandboxHandlers(createSandboxStore(), { baseUrl: 'http://127.0.0.1:4010' });
    const company = new Request('http://127.0.0.1:4010/api', {
      method: 'POST',
      body: JSON.stringify({ operation: 'content.company', params: '', json: null }),
    });
    expect((await getResponse(handlers, company))?.status).toBe(200);
    expect(
      await getResponse(handlers, new Request('http://127.0.0.1:9999/api', { method: 'POST' })),
    ).toBeUndefined();
    expect(
      (await getResponse(handlers, new Request('http://127.0.0.1:4010/sandbox/images/logo.svg')))?.status,
    ).toBe(200);
  });

  it('given an image path with a bad percent-escape, it answers 400 in pt-BR', async () => {
    const handlers = sandboxHandlers(createSandboxStore());
    const response = await getResponse(
      handlers,
      new Request(`http://localhost/sandbox/images/products/${BAD_ESCAPE}.svg`),
    );

    expect(response?.status).toBe(400);
    expect(await response?.json()).toEqual({
      message: 'Endereço de imagem malformado: há um escape de porcentagem inválido.',
    });
  });
});
