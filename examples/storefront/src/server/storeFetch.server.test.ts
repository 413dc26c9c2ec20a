// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { companyQuery, createStoreClient, isStoreApiError } from '@vitrine/core';
import { createSandboxStore } from '@vitrine/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFetch } from './storeFetch.server';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

let server: Server;
let origin: string;
const routes = new Map<string, Handler>();
const sandbox = createSandboxStore();

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const handler = routes.get(new URL(request.url ?? '/', 'http://x').pathname);
      if (handler) handler(request, Buffer.concat(chunks).toString('utf8'), response);
      else response.writeHead(404).end('não há');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('storeFetch', () => {
  it('sends the method, headers and body, and answers the status, headers and body as fetch does', async () => {
    routes.set('/echo', (request, body, response) => {
      response.writeHead(201, { 'content-type': 'application/json', 'x-reply': 'sim' });
      response.end(
        JSON.stringify({
          method: request.method,
          type: request.headers['content-type'],
          token: request.headers['x-xsrf-token'],
          body,
        }),
      );
    });
    const init = {
      method: 'POST',
      headers: new Headers({ 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'abc' }),
      body: JSON.stringify({ operation: 'content.company', texto: 'ação' }),
    };
    const ours = await storeFetch(`${origin}/echo`, init);
    const theirs = await fetch(`${origin}/echo`, init);
    expect(ours.statusText).toBe(theirs.statusText);
    expect(ours.status).toBe(201);
    expect(ours.ok).toBe(true);
    expect(ours.headers.get('x-reply')).toBe('sim');
    const body = JSON.parse(await ours.text());
    expect(body).toEqual({
      method: 'POST',
      type: 'application/json',
      token: 'abc',
      body: '{"operation":"content.company","texto":"ação"}',
    });
    expect(body).toEqual(await theirs.json());
  });

  it('reads the text as UTF-8 without a leading byte order mark, as a Response does', async () => {
    routes.set('/bom', (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"nome":"Pão de Açúcar"}')]));
    });
    const ours = await (await storeFetch(`${origin}/bom`)).text();
    expect(ours).toBe(await (await fetch(`${origin}/bom`)).text());
    expect(JSON.parse(ours)).toEqual({ nome: 'Pão de Açúcar' });
  });

  it('decompresses a gzip reply', async () => {
    routes.set('/gzip', (request, _body, response) => {
      expect(request.headers['accept-encoding']).toContain('gzip');
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(gzipSync(JSON.stringify({ nome: 'Loja Vitrine' })));
    });
    const answer = await storeFetch(`${origin}/gzip`, { method: 'POST', body: '{}' });
    expect(JSON.parse(await answer.text())).toEqual({ nome: 'Loja Vitrine' });
  });

  it('answers an error status with its body, and a 204 with none', async () => {
    routes.set('/fail', (_request, _body, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Erro interno');
    });
    routes.set('/empty', (_request, _body, response) => {
      response.writeHead(204).end();
    });
    const failed = await storeFetch(`${origin}/fail`);
    expect(failed.ok).toBe(false);
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe('Erro interno');
    const empty = await storeFetch(`${origin}/empty`, { method: 'POST', body: '{}' });
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('follows a redirect as fetch does', async () => {
    routes.set('/old', (_request, _body, response) => {
      response.writeHead(307, { location: '/echo' }).end();
    });
    const answer = await storeFetch(`${origin}/old`, { method: 'POST', body: '{"a":1}' });
    expect(answer.status).toBe(201);
    expect(JSON.parse(await answer.text()).body).toBe('{"a":1}');
  });

  it('rejects when the signal aborts, and when nothing answers', async () => {
    routes.set('/slow', () => {
      // Never answers.
    });
    const controller = new AbortController();
    const pending = storeFetch(`${origin}/slow`, { method: 'POST', body: '{}', signal: controller.signal });
    controller.abort(new DOMException('tempo esgotado', 'TimeoutError'));
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(storeFetch(`${origin}/slow`, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(storeFetch(`http://127.0.0.1:${port}/`)).rejects.toThrow(TypeError);
  });

  it("carries a store client's calls: the sandbox's replies parsed, its failures StoreApiErrors", async () => {
    routes.set('/api', (request, body, response) => {
      const { operation } = JSON.parse(body) as { operation: string };
      const reply = sandbox.call(operation as 'content.company', {});
      response.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(request.method === 'POST' ? JSON.stringify(reply.body) : '');
    });
    const client = createStoreClient({ baseUrl: origin, credentials: 'omit', fetch: storeFetch });
    const company = await companyQuery().fetch(client);
    expect(company).toEqual(
      await companyQuery().fetch(createStoreClient({ baseUrl: origin, credentials: 'omit' })),
    );
    expect(company.nameStore).toBeTruthy();
    routes.set('/api', (_request, _body, response) => {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('Manutenção');
    });
    const failure = await companyQuery()
      .fetch(client)
      .catch((error: unknown) => error);
    expect(isStoreApiError(failure) && failure.kind).toBe('http');
  });
});
