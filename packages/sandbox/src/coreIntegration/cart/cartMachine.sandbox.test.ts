import {
  type Cart,
  type CartMachineEmitted,
  cartAction,
  cartMachine,
  createCartClient,
  isCartSettled,
  StoreApiError,
  selectCartView,
} from '@vitrine/core';
import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, waitFor } from 'xstate';
import { sandboxFixtures } from '../../data/sandboxFixtures';
import { createSandboxStore } from '../../store/createSandboxStore';
import { sandboxHandlers } from '../../transport/sandboxHandlers';

const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
const server = setupServer(...sandboxHandlers(store));
const client = createCartClient({ baseUrl: 'http://sandbox.test', timeoutMs: 0 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => store.reset());
afterAll(() => server.close());

type CartActor = Actor<typeof cartMachine>;

/** Starts a machine on the sandbox and waits for its first read. */
async function startCart() {
  const actor = createActor(cartMachine, { input: { client } });
  const emitted: CartMachineEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  await settled(actor);
  return { actor, emitted };
}

/** Waits until no request is in flight, queued or owed. */
function settled(actor: CartActor) {
  return waitFor(actor, isCartSettled, { timeout: 10_000 });
}

const lines = (cart: Pick<Cart, 'items'> | undefined) =>
  (cart?.items ?? []).map((line) => ({
    idCartItem: line.idCartItem,
    idSku: line.idSku,
    quantity: line.quantity,
  }));

/** The machine's confirmed cart equals what the sandbox holds now. */
async function expectInSyncWithServer(actor: CartActor) {
  const serverCart = await client.cart.get();
  const snapshot = actor.getSnapshot();
  expect(lines(snapshot.context.confirmedCart)).toEqual(lines(serverCart));
  expect(lines({ items: [...selectCartView(snapshot).lines] })).toEqual(lines(serverCart));
  expect(selectCartView(snapshot).totals.total).toBe(serverCart.total);
}

const simple = sandboxFixtures.simple;

describe('cartMachine against the sandbox', () => {
  it('given a double click on "Adicionar ao Carrinho" with latency, the product is added twice', async () => {
    store.faults.setLatency([5, 30]);
    const { actor, emitted } = await startCart();
    actor.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 });
    actor.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 });
    await settled(actor);
    expect(store.inspect.cartLines()).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(emitted.filter((event) => event.type === 'alert')).toHaveLength(2);
    await expectInSyncWithServer(actor);
  });

  it('given a superseded quantity change, it never lands after the newer one', async () => {
    const { actor } = await startCart();
    actor.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 });
    await settled(actor);
    const idCartItem = selectCartView(actor.getSnapshot()).lines[0]?.idCartItem ?? 0;
    store.faults.setLatency([20, 60]);
    store.inspect.clearRequests();
    actor.send({ type: 'cart.changeQuantity', idCartItem, quantity: 2 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    actor.send({ type: 'cart.changeQuantity', idCartItem, quantity: 3 });
    await settled(actor);
    const changes = store.inspect.requests().filter((request) => request.operation === 'cart.changeQuantity');
    expect(changes.length).toBeGreaterThanOrEqual(1);
    expect(store.inspect.cartLines()[0]?.quantity).toBe(3);
    await expectInSyncWithServer(actor);
  });

  it('given a failed quantity change, the line is restored and the error kept next to it', async () => {
    const { actor } = await startCart();
    actor.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 2 });
    await settled(actor);
    const idCartItem = selectCartView(actor.getSnapshot()).lines[0]?.idCartItem ?? 0;
    store.faults.setLatency(10);
    store.faults.inject({
      operation: 'cart.changeQuantity',
      status: 500,
      message: 'Falha ao alterar a quantidade.',
      times: 1,
    });
    actor.send({ type: 'cart.changeQuantity', idCartItem, quantity: 4 });
    expect(selectCartView(actor.getSnapshot()).lines[0]?.quantity).toBe(4);
    await settled(actor);
    expect(selectCartView(actor.getSnapshot()).lines[0]?.quantity).toBe(2);
    expect(selectCartView(actor.getSnapshot()).lineErrors).toEqual({
      [idCartItem]: 'Falha ao alterar a quantidade.',
    });
    await expectInSyncWithServer(actor);
  });

  it("given a quantity the store refuses, the server's text shows next to the line", async () => {
    const limited = sandboxFixtures.quantityLimited;
    const { actor } = await startCart();
    actor.send({ type: 'cart.add', idProduct: limited.idProduct, idSku: limited.idSku, quantity: 1 });
    await settled(actor);
    const line = selectCartView(actor.getSnapshot()).lines[0];
    const wanted = Math.min(line?.stock ?? 0, limited.maximum + 1);
    actor.send({ type: 'cart.changeQuantity', idCartItem: line?.idCartItem ?? 0, quantity: wanted });
    await settled(actor);
    expect(selectCartView(actor.getSnapshot()).lineErrors[line?.idCartItem ?? 0]).toBe(
      `A quantidade máxima permitida para o produto ${limited.name} é ${limited.maximum} unidades.`,
    );
    await expectInSyncWithServer(actor);
  });

  it('given the cart timer expired on the server, the next read shows the removed products', async () => {
    const { actor, emitted } = await startCart();
    actor.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 });
    await settled(actor);
    store.expireCart();
    actor.send({ type: 'cart.reload' });
    await settled(actor);
    const message = `O TEMPO EXPIROU E ${simple.name} foi removido do carrinho`;
    expect(actor.getSnapshot().context.timerExpiredMessage).toBe(message);
    expect(emitted.at(-1)).toEqual({ type: 'alert', kind: 'info', title: message });
    expect(selectCartView(actor.getSnapshot()).lines).toEqual([]);
  });

  it('given a postal code and a chosen option, the sandbox stores it and the total includes it', async () => {
    const { actor } = await startCart();
    actor.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 });
    await settled(actor);
    actor.send({ type: 'cep.change', value: sandboxFixtures.cep.saoPaulo });
    await waitFor(actor, (snapshot) => snapshot.matches({ freight: 'quoted' }));
    const option = actor.getSnapshot().context.freightOptions[0];
    actor.send({ type: 'freight.select', idShippingMode: option?.shippingMode.idShippingMode ?? 0 });
    await settled(actor);
    expect(store.inspect.session().freight?.idShippingMode).toBe(option?.shippingMode.idShippingMode);
    expect(selectCartView(actor.getSnapshot()).totals.freight).toBe(option?.valueShipping);
    await expectInSyncWithServer(actor);
  });

  it.each([
    {
      step: 'saving the postal code fails',
      fault: { operation: 'preCheckout.saveCep', status: 500 },
      saveFailed: true,
    },
    {
      step: 'the freight read-back is malformed',
      fault: { operation: 'preCheckout.getShipping', kind: 'malformed' },
      saveFailed: false,
    },
    {
      step: 'the postal code read-back drops',
      fault: { operation: 'preCheckout.getCep', kind: 'network' },
      saveFailed: false,
    },
  ] as const)(
    'given a freight save that stops after the freight was stored ($step) and a quantity change right behind it, the cart shows the freight the server keeps',
    async ({ fault, saveFailed }) => {
      const { actor } = await startCart();
      actor.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 });
      await settled(actor);
      const idCartItem = selectCartView(actor.getSnapshot()).lines[0]?.idCartItem ?? 0;
      actor.send({ type: 'cep.change', value: sandboxFixtures.cep.saoPaulo });
      await waitFor(actor, (snapshot) => snapshot.matches({ freight: 'quoted' }));
      const option = actor.getSnapshot().context.freightOptions[0];
      store.faults.inject({ ...fault, times: 1 });
      actor.send({ type: 'freight.select', idShippingMode: option?.shippingMode.idShippingMode ?? 0 });
      // The quantity change's reply is a cart without the stored freight: it must not settle the owed read.
      actor.send({ type: 'cart.changeQuantity', idCartItem, quantity: 2 });
      await settled(actor);
      expect(store.inspect.session().freight?.idShippingMode).toBe(option?.shippingMode.idShippingMode);
      const view = selectCartView(actor.getSnapshot());
      expect(view.freight.selected?.shippingMode.idShippingMode).toBe(option?.shippingMode.idShippingMode);
      expect(view.totals.freight).toBe(option?.valueShipping);
      // Only a failed save says so; a failed read-back of a save that landed is retried, silently.
      expect(view.freight.error).toEqual(saveFailed ? expect.any(String) : undefined);
      expect(view.countKnown).toBe(true);
      await expectInSyncWithServer(actor);
    },
  );

  it('given a freight save whose read-back keeps failing for a while, the retried read brings the stored freight', async () => {
    const { actor } = await startCart();
    actor.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 });
    await settled(actor);
    actor.send({ type: 'cep.change', value: sandboxFixtures.cep.saoPaulo });
    await waitFor(actor, (snapshot) => snapshot.matches({ freight: 'quoted' }));
    const option = actor.getSnapshot().context.freightOptions[0];
    store.faults.inject({ operation: 'preCheckout.getShipping', status: 503, times: 3 });
    actor.send({ type: 'freight.select', idShippingMode: option?.shippingMode.idShippingMode ?? 0 });
    await settled(actor);
    const view = selectCartView(actor.getSnapshot());
    expect(view.freight.selected?.shippingMode.idShippingMode).toBe(option?.shippingMode.idShippingMode);
    await expectInSyncWithServer(actor);
  });

  it('given an add whose connection drops and a quantity change right behind it, the shopper is still told the add failed', async () => {
    const { actor, emitted } = await startCart();
    actor.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 });
    await settled(actor);
    const idCartItem = selectCartView(actor.getSnapshot()).lines[0]?.idCartItem ?? 0;
    emitted.length = 0;
    store.faults.inject({ operation: 'cart.add', kind: 'network', times: 1 });
    actor.send({
      type: 'cart.add',
      idProduct: sandboxFixtures.productWithVariations.idProduct,
      idSku: sandboxFixtures.productWithVariations.inStockSku,
      quantity: 1,
    });
    // The change's reply is a whole cart, but only the read after the add may say whether the add landed.
    actor.send({ type: 'cart.changeQuantity', idCartItem, quantity: 2 });
    await settled(actor);
    expect(store.inspect.cartLines()).toHaveLength(1);
    // Told once, as a failure (it did not land): never a success, never silence.
    expect(emitted.filter((event) => event.type === 'alert')).toEqual([
      { type: 'alert', kind: 'error', title: 'Erro ao adicionar ao Carrinho!' },
    ]);
    await expectInSyncWithServer(actor);
  });

  it('given a discount key, the machine total matches the server total', async () => {
    const { actor } = await startCart();
    actor.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 3 });
    await settled(actor);
    actor.send({ type: 'discount.apply', key: sandboxFixtures.discountKeys.percent });
    await settled(actor);
    expect(actor.getSnapshot().context.discountError).toBeUndefined();
    expect(selectCartView(actor.getSnapshot()).totals.discount).toBeGreaterThan(0);
    await expectInSyncWithServer(actor);
    actor.send({ type: 'voucher.apply', key: 'NAOEXISTE' });
    await settled(actor);
    expect(actor.getSnapshot().context.voucherError).toBe('Vale-compra NAOEXISTE inválido.');
  });

  it('given an add then checkout at once, the checkout waits for the add and navigates to identification', async () => {
    const { actor, emitted } = await startCart();
    actor.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 });
    actor.send({ type: 'checkout.start' });
    await settled(actor);
    expect(actor.getSnapshot().context.limitError).toBeUndefined();
    expect(emitted.filter((event) => event.type === 'navigate')).toEqual([
      { type: 'navigate', to: '/checkout/identification' },
    ]);
  });

  it("given a cart below the store's minimum value, checkout shows the server's text", async () => {
    const { actor, emitted } = await startCart();
    store.data.cartLimits.minValue = 100_000;
    store.data.cartLimits.maxValue = 200_000;
    actor.send({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 });
    actor.send({ type: 'checkout.start' });
    await settled(actor);
    expect(actor.getSnapshot().context.limitError).toBe(
      'O valor mínimo para finalizar a compra é R$\u00a0100.000,00.',
    );
    expect(emitted.some((event) => event.type === 'navigate')).toBe(false);
  });

  it('given any sequence of adds, changes and deletes with latency and failures, the machine ends equal to the sandbox', async () => {
    const products = [
      sandboxFixtures.simple,
      sandboxFixtures.productWithVariations,
      sandboxFixtures.percentDiscount,
    ];
    const command = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        product: fc.nat({ max: 2 }),
        quantity: fc.integer({ min: 1, max: 2 }),
      }),
      fc.record({
        kind: fc.constant('change' as const),
        line: fc.nat({ max: 3 }),
        quantity: fc.integer({ min: 1, max: 5 }),
      }),
      fc.record({ kind: fc.constant('delete' as const), line: fc.nat({ max: 3 }) }),
      fc.record({
        kind: fc.constant('fail' as const),
        operation: fc.constantFrom(
          'cart.add' as const,
          'cart.changeQuantity' as const,
          'cart.deleteItem' as const,
        ),
      }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 15 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        store.reset();
        const { actor } = await startCart();
        store.faults.setLatency([0, 12]);
        for (const step of commands) {
          const cartLines = selectCartView(actor.getSnapshot()).lines ?? [];
          if (step.kind === 'add') {
            const product = products[step.product] ?? simple;
            const idSku = 'inStockSku' in product ? product.inStockSku : null;
            actor.send({ type: 'cart.add', idProduct: product.idProduct, idSku, quantity: step.quantity });
          } else if (step.kind === 'change' || step.kind === 'delete') {
            const line = cartLines[step.line % Math.max(1, cartLines.length)];
            if (!line) continue;
            if (step.kind === 'change')
              actor.send({
                type: 'cart.changeQuantity',
                idCartItem: line.idCartItem,
                quantity: step.quantity,
              });
            else actor.send({ type: 'cart.remove', idCartItem: line.idCartItem });
          } else if (step.kind === 'fail') {
            store.faults.inject({
              operation: step.operation,
              status: 500,
              message: 'Falha simulada.',
              times: 1,
            });
          } else {
            await new Promise((resolve) => setTimeout(resolve, step.ms));
          }
        }
        await settled(actor);
        store.faults.clear();
        await expectInSyncWithServer(actor);
        actor.stop();
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  describe('cartAction tells the outcome of an add', () => {
    it('resolves with the cart holding the product when the store took it', async () => {
      const { actor } = await startCart();
      const cart = await cartAction(actor, {
        type: 'cart.add',
        idProduct: simple.idProduct,
        idSku: null,
        quantity: 1,
      });
      expect(cart.items).toEqual([expect.objectContaining({ idProduct: simple.idProduct, quantity: 1 })]);
    });

    it("rejects with the store's text when the product is unknown, and the cart stays as it was", async () => {
      const { actor, emitted } = await startCart();
      const outcome = cartAction(actor, { type: 'cart.add', idProduct: 999_999, idSku: null, quantity: 1 });
      await expect(outcome).rejects.toThrow(StoreApiError);
      await expect(outcome).rejects.toThrow('Produto 999999 não encontrado.');
      expect(emitted).toContainEqual(
        expect.objectContaining({ type: 'alert', kind: 'error', title: 'Produto 999999 não encontrado.' }),
      );
      expect(store.inspect.cartLines()).toEqual([]);
    });

    it('rejects when the store fails with a 500 and the read after it shows the add did not land', async () => {
      const { actor } = await startCart();
      store.faults.inject({ operation: 'cart.add', status: 500, times: 1 });
      const outcome = cartAction(actor, {
        type: 'cart.add',
        idProduct: simple.idProduct,
        idSku: null,
        quantity: 1,
      });
      await expect(outcome).rejects.toBeInstanceOf(StoreApiError);
      expect(store.inspect.cartLines()).toEqual([]);
    });

    it('tells each of two adds its own outcome', async () => {
      const { actor } = await startCart();
      const good = cartAction(actor, {
        type: 'cart.add',
        idProduct: simple.idProduct,
        idSku: null,
        quantity: 1,
      });
      const bad = cartAction(actor, { type: 'cart.add', idProduct: 999_999, idSku: null, quantity: 1 });
      await expect(bad).rejects.toThrow('Produto 999999 não encontrado.');
      await expect(good).resolves.toEqual(
        expect.objectContaining({ items: [expect.objectContaining({ idProduct: simple.idProduct })] }),
      );
    });
  });
});
