// #region machine-sandbox
import { cartMachine, cartSettled, createCartClient, isStoreApiError, selectCartView } from '@vitrine/core';
import { createSandboxStore, sandboxFixtures, sandboxHandlers } from '@vitrine/sandbox';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

// The sandbox store in-process: msw answers the real client's calls from it, over the real wire format.
const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
const server = setupServer(...sandboxHandlers(store, { baseUrl: 'http://sandbox.test' }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => store.reset()); // the seed catalogue, empty carts, no faults
afterAll(() => server.close());

const { simple } = sandboxFixtures;

function startCart() {
  const client = createCartClient({ baseUrl: 'http://sandbox.test', timeoutMs: 0 });
  return createActor(cartMachine, { input: { client } }).start();
}

describe('the cart flow against the sandbox', () => {
  it('adds twice when the shopper clicks twice: one line of 2', async () => {
    const cart = startCart();
    cart.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: simple.idSku, quantity: 1 });
    cart.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: simple.idSku, quantity: 1 });

    const confirmed = await cartSettled(cart);

    expect(confirmed.items).toMatchObject([{ idProduct: simple.idProduct, quantity: 2 }]);
    expect(selectCartView(cart.getSnapshot()).count).toBe(2);
  });

  it('given the store fails a quantity change, the line goes back and shows the store text', async () => {
    const cart = startCart();
    cart.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: simple.idSku, quantity: 1 });
    const [line] = (await cartSettled(cart)).items;
    if (!line) throw new Error('the add did not land');

    store.faults.inject({
      operation: 'cart.changeQuantity',
      status: 500,
      message: 'Erro no servidor',
      times: 1,
    });
    cart.send({ type: 'cart.changeQuantity', idCartItem: line.idCartItem, quantity: 4 });
    const failure = await cartSettled(cart, line.idCartItem).catch((error: unknown) => error);

    expect(isStoreApiError(failure) && failure.message).toBe('Erro no servidor');
    const view = selectCartView(cart.getSnapshot());
    expect(view.lines).toMatchObject([{ idCartItem: line.idCartItem, quantity: 1 }]);
    expect(view.lineErrors[line.idCartItem]).toBe('Erro no servidor');
    expect(store.inspect.cartLines()).toMatchObject([{ quantity: 1 }]); // the store agrees
  });

  it('given a quantity outside 1–9999, nothing is sent and the rule’s text shows', async () => {
    const cart = startCart();
    cart.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: simple.idSku, quantity: 1 });
    const [line] = (await cartSettled(cart)).items;
    if (!line) throw new Error('the add did not land');
    const before = store.inspect.requests().length;

    cart.send({ type: 'cart.changeQuantity', idCartItem: line.idCartItem, quantity: '12000' });
    await cartSettled(cart, line.idCartItem).catch(() => undefined);

    const view = selectCartView(cart.getSnapshot());
    expect(view.lineErrors[line.idCartItem]).toBe('Por favor, digite um valor entre 1 e 9999');
    expect(
      store.inspect
        .requests()
        .slice(before)
        .map((r) => r.operation),
    ).not.toContain('cart.changeQuantity');
  });
});
// #endregion machine-sandbox
