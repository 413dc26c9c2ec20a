import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxFixtures as F } from '../data/sandboxFixtures';
import type { OperationName } from '../operationsContract';
import { type SandboxServer, startSandboxServer } from '../transport/startSandboxServer';
import { createSandboxStore } from './createSandboxStore';
import { payloadProblem, payloadSchemas } from './payloadSchemas';

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer({ port: 0, store: createSandboxStore() });
});
afterAll(async () => {
  await server.close();
});

/** Sends one call the way the client does (the envelope, or its dedicated path); answers the status and body. */
async function send(operation: OperationName, json: unknown) {
  const transport = server.store.operations[operation];
  const dedicated = transport.transport === 'path';
  const response = await fetch(`${server.url}${dedicated ? transport.path : '/api'}`, {
    method: transport.transport === 'put-envelope' ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-session': 'payload-test' },
    body: JSON.stringify(dedicated ? json : { operation: transport.id, params: '', json }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('request bodies checked with the payload schemas of core', () => {
  it('covers the fourteen payload schemas, one operation each', () => {
    expect(Object.keys(payloadSchemas)).toHaveLength(14);
  });

  it('given an add to cart with a quantity as text or no idProduct, it answers 400 in pt-BR and the cart stays empty', async () => {
    const wrongType = await send('cart.add', { idProduct: F.simple.idProduct, idSku: null, quantity: '2' });
    expect(wrongType).toEqual({ status: 400, body: { message: 'O campo "quantity" deve ser um número.' } });
    const missing = await send('cart.add', { idSku: null, quantity: 1 });
    expect(missing).toEqual({ status: 400, body: { message: 'Informe o campo "idProduct".' } });
    const notObject = await send('cart.add', [1, 2]);
    expect(notObject).toEqual({
      status: 400,
      body: { message: 'O corpo da operação deve ser um objeto JSON com os campos dela.' },
    });
    expect(server.store.inspect.cartLines('payload-test')).toEqual([]);
  });

  it('given a quantity out of range, the operation still answers with its own text', async () => {
    const result = await send('cart.add', { idProduct: F.simple.idProduct, idSku: null, quantity: 0 });
    expect(result.status).toBe(400);
    expect(payloadProblem('cart.add', { idProduct: 1, idSku: null, quantity: 0 })).toBeUndefined();
  });

  it('given a login without the anti-bot field or a quote product with a text id, it answers 400 in pt-BR and changes nothing', async () => {
    const login = await send('customer.login', {
      username: F.customer.cpfCnpj,
      password: F.customer.password,
    });
    expect(login).toEqual({ status: 400, body: { message: 'Informe o campo "tokenRecaptcha".' } });
    expect((await send('customer.verifySession', null)).body).toBe(false);
    const quote = await send('catalogue.sendBudget', {
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '(11) 98765-4321',
      message: 'Orçamento',
      products: [{ idProduct: 'dez', idProductGrid: null }],
    });
    expect(quote).toEqual({
      status: 400,
      body: { message: 'O campo "products.0.idProduct" deve ser um número.' },
    });
    expect(server.store.inspect.submissions()).toEqual([]);
  });

  it('given the checkout identification with another origin than 1, it answers 400 in pt-BR', async () => {
    const result = await send('customer.identification', {
      email: 'ana@example.com',
      origem: 2,
      tokenRecaptcha: '',
    });
    expect(result).toEqual({ status: 400, body: { message: 'O campo "origem" tem um valor não aceito.' } });
  });

  it('given a well-formed payload, it reaches the operation', async () => {
    const result = await send('cart.add', {
      idProduct: F.simple.idProduct,
      idSku: null,
      quantity: 1,
      isRecurrent: false,
    });
    expect(result).toEqual({ status: 200, body: 1 });
  });
});
