import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { StoreApiError } from '../../client/StoreApiError';
import type { Cart } from '../../schemas/cartSchema';
import { type CartMachineEmitted, type CartMachineInput, cartMachine } from './cartMachine';
import type { CartActorInput, FreightQuote, LoadedCart } from './createCartActors';
import { selectCartView } from './selectCartView';
import {
  cartLine,
  deferredCartActor,
  flush,
  freightOption,
  serverCart,
  unusedClient,
} from './testing/cartTestKit';

const httpError = (message: string, status = 422) =>
  new StoreApiError({ kind: 'http', status, operation: 'cart.test', message });

/** A read reply: the cart with no stored freight or postal code unless given. */
const loaded = (cart: Cart, extras: Partial<Omit<LoadedCart, 'cart'>> = {}): LoadedCart => ({
  cart,
  freight: null,
  cep: null,
  countReply: { kind: 'count', count: 1 },
  ...extras,
});

/** A machine whose every actor is a deferred fake, started with the first read answered by `cart`. */
async function startCart(
  cart: Cart = serverCart([cartLine(1), cartLine(2)]),
  options: {
    count?: LoadedCart['countReply'];
    messages?: CartMachineInput['messages'];
    freight?: LoadedCart['freight'];
    cep?: LoadedCart['cep'];
  } = {},
) {
  const actors = {
    loadCart: deferredCartActor('loadCart'),
    addToCart: deferredCartActor('addToCart'),
    changeQuantity: deferredCartActor('changeQuantity'),
    deleteItem: deferredCartActor('deleteItem'),
    cleanCart: deferredCartActor('cleanCart'),
    changeCartCode: deferredCartActor('changeCartCode'),
    saveFreight: deferredCartActor('saveFreight'),
    cancelFreight: deferredCartActor('cancelFreight'),
    checkCartLimits: deferredCartActor('checkCartLimits'),
    calculateFreight: deferredCartActor('calculateFreight'),
  };
  const machine = cartMachine.provide({
    actors: {
      loadCart: actors.loadCart.logic,
      addToCart: actors.addToCart.logic,
      changeQuantity: actors.changeQuantity.logic,
      deleteItem: actors.deleteItem.logic,
      cleanCart: actors.cleanCart.logic,
      changeCartCode: actors.changeCartCode.logic,
      saveFreight: actors.saveFreight.logic,
      cancelFreight: actors.cancelFreight.logic,
      checkCartLimits: actors.checkCartLimits.logic,
      calculateFreight: actors.calculateFreight.logic,
    },
  });
  const actor = createActor(machine, { input: { client: unusedClient, messages: options.messages } });
  const emitted: CartMachineEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  actors.loadCart.calls[0]?.resolve({
    cart,
    freight: options.freight ?? null,
    cep: options.cep ?? null,
    countReply: options.count ?? { kind: 'count', count: 2 },
  });
  await flush();
  const alerts = () => emitted.filter((event) => event.type === 'alert');
  const quantities = () =>
    selectCartView(actor.getSnapshot()).lines.map((line) => [line.idCartItem, line.quantity]);
  return {
    actor,
    actors,
    emitted,
    alerts,
    quantities,
    context: () => actor.getSnapshot().context,
    view: () => selectCartView(actor.getSnapshot()),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('cartMachine: loading', () => {
  it('given a started machine, it reads the cart and shows its lines, count and totals', async () => {
    const { actors, view } = await startCart(
      serverCart([cartLine(1, { quantity: 2 }), cartLine(2, { price: 30, pricePromotion: 20 })]),
    );
    expect(actors.loadCart.calls).toHaveLength(1);
    expect(view().lines).toHaveLength(2);
    expect(view().count).toBe(3);
    expect(view().totals).toEqual({ itemsTotal: 120, freight: 0, discount: 0, total: 120 });
  });

  it('given a count reply saying the timer expired, it shows the timer-expiry message with the removed products', async () => {
    const { context, alerts } = await startCart(serverCart([]), {
      count: { kind: 'expired', removedProducts: ['Camiseta', 'Boné'] },
    });
    expect(context().timerExpiredMessage).toBe(
      'O TEMPO EXPIROU E Camiseta e Boné foram removidos do carrinho',
    );
    expect(alerts()).toEqual([
      { type: 'alert', kind: 'info', title: 'O TEMPO EXPIROU E Camiseta e Boné foram removidos do carrinho' },
    ]);
  });

  it('given one product removed by the timer, the message is singular', async () => {
    const { context } = await startCart(serverCart([]), {
      count: { kind: 'expired', removedProducts: ['Camiseta'] },
    });
    expect(context().timerExpiredMessage).toBe('O TEMPO EXPIROU E Camiseta foi removido do carrinho');
  });

  it('given a failed first read, it keeps the error without an alert (load errors are silent)', async () => {
    const actors = deferredCartActor('loadCart');
    const actor = createActor(cartMachine.provide({ actors: { loadCart: actors.logic } }), {
      input: { client: unusedClient },
    });
    const emitted: unknown[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actors.calls[0]?.reject(httpError('Sessão expirada.', 500));
    await flush();
    expect(actor.getSnapshot().context.loadError).toBe('Sessão expirada.');
    expect(actor.getSnapshot().context.confirmedCart).toBeUndefined();
    expect(emitted).toEqual([]);
  });

  it('given cart.reload (another widget added, removed or viewed), it reads the cart again', async () => {
    const { actor, actors, view } = await startCart();
    actor.send({ type: 'cart.reload' });
    actor.send({ type: 'cart.reload' });
    expect(actors.loadCart.calls).toHaveLength(2);
    actors.loadCart.calls[1]?.resolve({
      cart: serverCart([cartLine(7)]),
      freight: null,
      cep: null,
      countReply: { kind: 'count', count: 1 },
    });
    await flush();
    expect(view().lines.map((line) => line.idCartItem)).toEqual([7]);
    // Two reloads while one is running are one read.
    expect(actors.loadCart.calls).toHaveLength(2);
  });
});

describe('cartMachine: adding', () => {
  const shirt = { idProduct: 10, idSku: 31, quantity: 1 };

  it('given an accepted add, it shows the success alert, announces the products and reads the cart', async () => {
    const { actor, actors, emitted, view } = await startCart();
    actor.send({ type: 'cart.add', ...shirt });
    expect(actors.addToCart.calls[0]?.input).toMatchObject({
      items: [{ ...shirt, isRecurrent: false }],
      massive: false,
    });
    actors.addToCart.calls[0]?.resolve(true);
    await flush();
    expect(emitted).toEqual([
      {
        type: 'alert',
        kind: 'success',
        title: 'Adicionado ao Carrinho!',
        detail: 'Produto adicionado no carrinho com sucesso!',
      },
      { type: 'added', items: [{ ...shirt, isRecurrent: false }] },
    ]);
    expect(actors.loadCart.calls).toHaveLength(2);
    actors.loadCart.calls[1]?.resolve({
      cart: serverCart([cartLine(1), cartLine(2), cartLine(3)]),
      freight: null,
      cep: null,
      countReply: { kind: 'count', count: 3 },
    });
    await flush();
    expect(view().count).toBe(3);
  });

  it('given a false add reply, it shows "Erro ao adicionar ao Carrinho!" and reads the cart again', async () => {
    const { actor, actors, alerts } = await startCart();
    actor.send({ type: 'cart.add', ...shirt });
    actors.addToCart.calls[0]?.resolve(false);
    await flush();
    expect(alerts()).toEqual([{ type: 'alert', kind: 'error', title: 'Erro ao adicionar ao Carrinho!' }]);
    expect(actors.loadCart.calls).toHaveLength(2);
  });

  it("given an HTTP refusal, it shows the server's text at once; a network failure waits for the read", async () => {
    const { actor, actors, alerts } = await startCart();
    actor.send({ type: 'cart.add', ...shirt });
    actor.send({ type: 'cart.add', ...shirt });
    actors.addToCart.calls[0]?.reject(httpError('O produto Camiseta está esgotado.'));
    await flush();
    actors.addToCart.calls[1]?.reject(new StoreApiError({ kind: 'network', operation: 'cart.add' }));
    await flush();
    expect(alerts()).toEqual([{ type: 'alert', kind: 'error', title: 'O produto Camiseta está esgotado.' }]);
    actors.loadCart.calls[1]?.resolve(loaded(serverCart([cartLine(1), cartLine(2)])));
    await flush();
    expect(alerts()).toEqual([
      { type: 'alert', kind: 'error', title: 'O produto Camiseta está esgotado.' },
      { type: 'alert', kind: 'error', title: 'Erro ao adicionar ao Carrinho!' },
    ]);
  });

  it('given the cart read after an add lacks the product, it shows "Não foi possível adicionar o produto no carrinho."', async () => {
    const { actor, actors, alerts } = await startCart();
    actor.send({ type: 'cart.add', ...shirt });
    actors.addToCart.calls[0]?.resolve(true);
    await flush();
    actors.loadCart.calls[1]?.resolve(loaded(serverCart([cartLine(1), cartLine(2)])));
    await flush();
    expect(alerts().at(-1)).toEqual({
      type: 'alert',
      kind: 'error',
      title: 'Não foi possível adicionar o produto no carrinho.',
    });
  });

  it('given a double click, it adds once per click, one after the other, and reads the cart once', async () => {
    const { actor, actors } = await startCart();
    actor.send({ type: 'cart.add', ...shirt });
    actor.send({ type: 'cart.add', ...shirt });
    expect(actors.addToCart.calls).toHaveLength(1);
    actors.addToCart.calls[0]?.resolve(true);
    await flush();
    expect(actors.addToCart.calls).toHaveLength(2);
    expect(actors.loadCart.calls).toHaveLength(1);
    actors.addToCart.calls[1]?.resolve(true);
    await flush();
    expect(actors.loadCart.calls).toHaveLength(2);
  });

  it('given a massive add, it sends every product in one call', async () => {
    const { actor, actors } = await startCart();
    actor.send({ type: 'cart.addMassive', items: [shirt, { idProduct: 11, idSku: null, quantity: 2 }] });
    expect(actors.addToCart.calls[0]?.input).toMatchObject({
      massive: true,
      items: [
        { ...shirt, isRecurrent: false },
        { idProduct: 11, idSku: null, quantity: 2, isRecurrent: false },
      ],
    });
  });

  it('given a one-click buy, it asks to navigate to /checkout/payment 1 s after the add', async () => {
    vi.useFakeTimers();
    const { actor, actors, emitted } = await startCart();
    actor.send({ type: 'cart.buyNow', ...shirt });
    actors.addToCart.calls[0]?.resolve(true);
    await flush();
    expect(emitted.filter((event) => event.type === 'navigate')).toEqual([]);
    vi.advanceTimersByTime(999);
    expect(emitted.filter((event) => event.type === 'navigate')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(emitted.filter((event) => event.type === 'navigate')).toEqual([
      { type: 'navigate', to: '/checkout/payment' },
    ]);
  });

  it('given a one-click buy with the immediate redirect, it navigates right after the add', async () => {
    const { actor, actors, emitted } = await startCart();
    actor.send({ type: 'cart.buyNow', ...shirt, redirect: 'immediate' });
    actors.addToCart.calls[0]?.resolve(true);
    await flush();
    expect(emitted.filter((event) => event.type === 'navigate')).toEqual([
      { type: 'navigate', to: '/checkout/payment' },
    ]);
  });

  it('given a one-click buy the store refuses, it never navigates', async () => {
    vi.useFakeTimers();
    const { actor, actors, emitted } = await startCart();
    actor.send({ type: 'cart.buyNow', ...shirt });
    actors.addToCart.calls[0]?.resolve(false);
    await flush();
    vi.advanceTimersByTime(5000);
    expect(emitted.filter((event) => event.type === 'navigate')).toEqual([]);
  });
});

describe('cartMachine: quantities and deletes', () => {
  it('given a quantity change, it shows at once and the reply becomes the confirmed cart', async () => {
    const { actor, actors, quantities, context, view } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 3 });
    expect(quantities()).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(view().totals.total).toBe(200);
    expect(actors.changeQuantity.calls[0]?.input).toMatchObject({ idCartItem: 1, quantity: 3 });
    actors.changeQuantity.calls[0]?.resolve(serverCart([cartLine(1, { quantity: 3 }), cartLine(2)]));
    await flush();
    expect(context().confirmedCart?.items[0]?.quantity).toBe(3);
    expect(context().current).toBeUndefined();
  });

  it("given a failed change, the line shows its confirmed quantity again with the server's text, other lines keep theirs", async () => {
    const { actor, actors, quantities, view } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 4 });
    actor.send({ type: 'cart.changeQuantity', idCartItem: 2, quantity: 2 });
    actors.changeQuantity.calls[0]?.reject(
      httpError('Temos apenas 3 itens em estoque do produto Produto 1.'),
    );
    await flush();
    expect(view().lineErrors).toEqual({ 1: 'Temos apenas 3 itens em estoque do produto Produto 1.' });
    expect(quantities()).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(actors.changeQuantity.calls[1]?.input).toMatchObject({ idCartItem: 2, quantity: 2 });
  });

  it('given a second change on the same line while the first is in flight, it aborts the first and sends the newer', async () => {
    const { actor, actors, context, view } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 2 });
    const first = actors.changeQuantity.calls[0];
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 5 });
    expect(first?.signal.aborted).toBe(true);
    expect(actors.changeQuantity.calls[1]?.input).toMatchObject({ idCartItem: 1, quantity: 5 });
    // A late answer of the aborted request is never applied.
    first?.resolve(serverCart([cartLine(1, { quantity: 2 }), cartLine(2)]));
    await flush();
    expect(view().lines[0]?.quantity).toBe(5);
    actors.changeQuantity.calls[1]?.resolve(serverCart([cartLine(1, { quantity: 5 }), cartLine(2)]));
    await flush();
    expect(context().confirmedCart?.items[0]?.quantity).toBe(5);
  });

  it('given the newer change fails after an abort, it re-reads the cart so the confirmed cart stays true', async () => {
    const { actor, actors, view } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 2 });
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 5 });
    actors.changeQuantity.calls[1]?.reject(httpError('Erro no servidor.', 500));
    await flush();
    expect(actors.loadCart.calls).toHaveLength(2);
    actors.loadCart.calls[1]?.resolve({
      cart: serverCart([cartLine(1, { quantity: 2 }), cartLine(2)]),
      freight: null,
      cep: null,
      countReply: { kind: 'count', count: 3 },
    });
    await flush();
    expect(view().lines[0]?.quantity).toBe(2);
    expect(view().lineErrors[1]).toBe('Erro no servidor.');
  });

  it('given queued changes on the same line, only the newest value is sent', async () => {
    const { actor, actors } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 2, quantity: 2 });
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 2 });
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 3 });
    actors.changeQuantity.calls[0]?.resolve(serverCart([cartLine(1), cartLine(2, { quantity: 2 })]));
    await flush();
    expect(actors.changeQuantity.calls.map((call) => call.input.quantity)).toEqual([2, 3]);
  });

  it("given a quantity above 9999, it shows 'Por favor, digite um valor entre 1 e 9999' and sends nothing", async () => {
    const { actor, actors, view } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 10000 });
    expect(view().lineErrors[1]).toBe('Por favor, digite um valor entre 1 e 9999');
    expect(actors.changeQuantity.calls).toHaveLength(0);
  });

  it('given a quantity above stock, it sends the stock with the notice "Temos apenas {n} em estoque." (not an error)', async () => {
    const { actor, actors, view } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: '12' });
    expect(view().lineNotices[1]).toBe('Temos apenas 10 em estoque.');
    expect(view().lineErrors).toEqual({});
    expect(actors.changeQuantity.calls[0]?.input).toMatchObject({ quantity: 10 });
  });

  it('given an invalid typed quantity, it resets to 1', async () => {
    const { actor, actors } = await startCart(serverCart([cartLine(1, { quantity: 3 })]));
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 'abc' });
    expect(actors.changeQuantity.calls[0]?.input).toMatchObject({ quantity: 1 });
  });

  it('given the same quantity as confirmed, it sends nothing', async () => {
    const { actor, actors } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 1 });
    expect(actors.changeQuantity.calls).toHaveLength(0);
  });

  it('given an out-of-stock line, a change is refused with its stock message', async () => {
    const { actor, actors, view } = await startCart(serverCart([cartLine(1, { stock: 0 })]));
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 2 });
    expect(view().lineErrors[1]).toBe('Temos apenas 0 em estoque.');
    expect(actors.changeQuantity.calls).toHaveLength(0);
  });

  it('given a change for a line not in the cart, it is refused next to that line', async () => {
    const { actor, view } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 99, quantity: 2 });
    actor.send({ type: 'cart.remove', idCartItem: 98 });
    expect(view().lineErrors).toEqual({
      98: 'Este produto não está mais no carrinho.',
      99: 'Este produto não está mais no carrinho.',
    });
  });

  it('given a delete, the line disappears at once; a failure brings it back with the server text', async () => {
    const { actor, actors, quantities, view } = await startCart();
    actor.send({ type: 'cart.remove', idCartItem: 2 });
    expect(quantities()).toEqual([[1, 1]]);
    actors.deleteItem.calls[0]?.reject(httpError('Item não encontrado no carrinho.', 404));
    await flush();
    expect(quantities()).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(view().lineErrors[2]).toBe('Item não encontrado no carrinho.');
    actor.send({ type: 'cart.dismissLineError', idCartItem: 2 });
    expect(view().lineErrors).toEqual({});
  });

  it('given a delete of the line whose change is in flight, the change is aborted and the delete sent', async () => {
    const { actor, actors, quantities } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 2 });
    actor.send({ type: 'cart.remove', idCartItem: 1 });
    actor.send({ type: 'cart.remove', idCartItem: 1 });
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 3 });
    expect(actors.changeQuantity.calls[0]?.signal.aborted).toBe(true);
    expect(actors.deleteItem.calls).toHaveLength(1);
    expect(actors.deleteItem.calls[0]?.input.idCartItem).toBe(1);
    expect(quantities()).toEqual([[2, 1]]);
    actors.deleteItem.calls[0]?.resolve(serverCart([cartLine(2)]));
    await flush();
    expect(actors.changeQuantity.calls).toHaveLength(1);
  });

  it('given clean, every line disappears at once and the queued line changes are superseded', async () => {
    const { actor, actors, context, view } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 2 });
    actor.send({ type: 'cart.changeQuantity', idCartItem: 2, quantity: 2 });
    actor.send({ type: 'cart.clean' });
    expect(actors.changeQuantity.calls[0]?.signal.aborted).toBe(true);
    expect(view().lines).toEqual([]);
    expect(view().totals.total).toBe(0);
    expect(actors.cleanCart.calls).toHaveLength(1);
    actors.cleanCart.calls[0]?.resolve(serverCart([]));
    await flush();
    expect(actors.changeQuantity.calls).toHaveLength(1);
    expect(context().confirmedCart?.items).toEqual([]);
  });

  it('given a failed clean, the lines come back with the error', async () => {
    const { actor, actors, context, view } = await startCart();
    actor.send({ type: 'cart.remove', idCartItem: 1 });
    actor.send({ type: 'cart.clean' });
    expect(actors.deleteItem.calls[0]?.signal.aborted).toBe(true);
    actors.cleanCart.calls[0]?.reject(httpError('Não foi possível limpar o carrinho.', 500));
    await flush();
    expect(view().lines).toHaveLength(2);
    expect(context().cartError).toBe('Não foi possível limpar o carrinho.');
  });
});

describe('cartMachine: freight', () => {
  const quote: FreightQuote = {
    options: [freightOption(1, 18.9, 'PAC'), freightOption(2, 32.5, 'SEDEX')],
    tip: {
      idShipping: 6,
      cartInformation: 'Faltam apenas [Valor] para você ganhar Frete Grátis!',
      remainingValue: 149,
    },
  };

  it('given a postal code typed up to 9 characters, it quotes it once complete, with the free-freight tip', async () => {
    const { actor, actors, context, view } = await startCart();
    actor.send({ type: 'cep.change', value: '0131' });
    actor.send({ type: 'cep.change', value: '01310-10' });
    expect(actors.calculateFreight.calls).toHaveLength(0);
    actor.send({ type: 'cep.change', value: '01310100' });
    expect(context().cep).toBe('01310-100');
    expect(actors.calculateFreight.calls[0]?.input.cep).toBe('01310-100');
    actors.calculateFreight.calls[0]?.resolve(quote);
    await flush();
    expect(context().freightOptions).toHaveLength(2);
    expect(view().freight.tip).toBe('Faltam apenas R$\u00a0149,00 para você ganhar Frete Grátis!');
    expect(actor.getSnapshot().matches({ freight: 'quoted' })).toBe(true);
  });

  it('given a newer complete postal code while quoting, the older quote is aborted', async () => {
    const { actor, actors } = await startCart();
    actor.send({ type: 'cep.change', value: '01310-100' });
    actor.send({ type: 'cep.change', value: '20040-020' });
    expect(actors.calculateFreight.calls[0]?.signal.aborted).toBe(true);
    expect(actors.calculateFreight.calls[1]?.input.cep).toBe('20040-020');
  });

  it("given the freight form submitted empty or malformed, it shows 'Por favor, insira um cep.'", async () => {
    const { actor, actors, context } = await startCart();
    actor.send({ type: 'freight.calculate' });
    expect(context().cepError).toBe('Por favor, insira um cep.');
    actor.send({ type: 'cep.change', value: '123' });
    expect(context().cepError).toBeUndefined();
    actor.send({ type: 'freight.calculate' });
    expect(context().cepError).toBe('Por favor, insira um cep.');
    expect(actors.calculateFreight.calls).toHaveLength(0);
  });

  it('given a postal code typed complete (quoted at once) and then submitted unchanged, it is quoted once', async () => {
    const { actor, actors } = await startCart();
    actor.send({ type: 'cep.change', value: '01310-100' });
    actor.send({ type: 'freight.calculate' });
    actors.calculateFreight.calls[0]?.resolve(quote);
    await flush();
    actor.send({ type: 'freight.calculate' });
    expect(actors.calculateFreight.calls).toHaveLength(1);
  });

  it('given a failed quote or a cancelled freight, submitting the same postal code quotes it again', async () => {
    const { actor, actors } = await startCart();
    actor.send({ type: 'cep.change', value: '01310-100' });
    actors.calculateFreight.calls[0]?.reject(httpError('Erro interno.', 500));
    await flush();
    actor.send({ type: 'freight.calculate' });
    expect(actors.calculateFreight.calls).toHaveLength(2);
    actors.calculateFreight.calls[1]?.resolve(quote);
    await flush();
    actor.send({ type: 'freight.cancel' });
    actor.send({ type: 'freight.calculate' });
    expect(actors.calculateFreight.calls).toHaveLength(3);
  });

  it("given a failed quote, it shows the server's text", async () => {
    const { actor, actors, context } = await startCart();
    actor.send({ type: 'cep.change', value: '01310-100' });
    actors.calculateFreight.calls[0]?.reject(httpError('CEP não atendido.'));
    await flush();
    expect(context().freightError).toBe('CEP não atendido.');
    expect(actor.getSnapshot().matches({ freight: 'failed' })).toBe(true);
  });

  it('given an option chosen, it is shown at once, added to the total and stored with its postal code', async () => {
    const { actor, actors, context, view } = await startCart();
    actor.send({ type: 'cep.change', value: '01310-100' });
    actors.calculateFreight.calls[0]?.resolve(quote);
    await flush();
    actor.send({ type: 'freight.select', idShippingMode: 2 });
    expect(view().freight.selected?.shippingMode.name).toBe('SEDEX');
    expect(view().totals).toMatchObject({ freight: 32.5, total: 132.5 });
    expect(actors.saveFreight.calls[0]?.input).toMatchObject({ cep: '01310-100', option: quote.options[1] });
    actors.saveFreight.calls[0]?.resolve({
      cart: serverCart([cartLine(1), cartLine(2)], { shipping: 32.5 }),
      freight: quote.options[1] ?? null,
      cep: '01310100',
    });
    await flush();
    expect(context().confirmedFreight?.shippingMode.name).toBe('SEDEX');
    expect(view().totals.total).toBe(132.5);
  });

  it('given the store refuses the chosen freight, the choice is undone with an error', async () => {
    const { actor, actors, context, view } = await startCart();
    actor.send({ type: 'cep.change', value: '01310-100' });
    actors.calculateFreight.calls[0]?.resolve(quote);
    await flush();
    actor.send({ type: 'freight.select', idShippingMode: 1 });
    actors.saveFreight.calls[0]?.resolve(false);
    await flush();
    expect(view().freight.selected).toBeUndefined();
    expect(context().freightError).toBe('Não foi possível salvar o frete escolhido.');
    expect(actors.loadCart.calls).toHaveLength(2);
    actors.loadCart.calls[1]?.resolve(loaded(serverCart([cartLine(1), cartLine(2)])));
    await flush();
    actor.send({ type: 'freight.select', idShippingMode: 1 });
    actors.saveFreight.calls[1]?.reject(httpError('Modalidade de frete indisponível para este CEP.'));
    await flush();
    expect(context().freightError).toBe('Modalidade de frete indisponível para este CEP.');
    expect(view().totals.freight).toBe(0);
  });

  it('given an option that was not quoted, it asks for the postal code', async () => {
    const { actor, actors, context } = await startCart();
    actor.send({ type: 'freight.select', idShippingMode: 1 });
    expect(context().freightError).toBe('Por favor, insira um cep.');
    expect(actors.saveFreight.calls).toHaveLength(0);
  });

  it('given cancel, the freight leaves the total and the server cancels it', async () => {
    const { actor, actors, context, view } = await startCart();
    actor.send({ type: 'cep.change', value: '01310-100' });
    actors.calculateFreight.calls[0]?.resolve(quote);
    await flush();
    actor.send({ type: 'freight.select', idShippingMode: 1 });
    actors.saveFreight.calls[0]?.resolve({
      cart: serverCart([cartLine(1), cartLine(2)], { shipping: 18.9 }),
      freight: quote.options[0] ?? null,
      cep: '01310100',
    });
    await flush();
    actor.send({ type: 'freight.cancel' });
    expect(view().freight.selected).toBeUndefined();
    expect(view().totals.freight).toBe(0);
    expect(context().freightOptions).toEqual([]);
    expect(actor.getSnapshot().matches({ freight: 'idle' })).toBe(true);
    actors.cancelFreight.calls[0]?.resolve(serverCart([cartLine(1), cartLine(2)]));
    await flush();
    expect(context().confirmedFreight).toBeUndefined();
    actor.send({ type: 'freight.cancel' });
    actors.cancelFreight.calls[1]?.reject(httpError('Falha ao cancelar o frete.', 500));
    await flush();
    expect(context().freightError).toBe('Falha ao cancelar o frete.');
  });
});

describe('cartMachine: discount keys and vouchers', () => {
  it('given an accepted discount key, the discount comes from the server cart and lowers the total', async () => {
    const { actor, actors, view } = await startCart();
    actor.send({ type: 'discount.apply', key: ' BEMVINDO10 ' });
    expect(actors.changeCartCode.calls[0]?.input).toMatchObject({
      code: 'discount',
      action: 'apply',
      key: 'BEMVINDO10',
    });
    actors.changeCartCode.calls[0]?.resolve(serverCart([cartLine(1), cartLine(2)], { cartDiscount: 10 }));
    await flush();
    expect(view().totals).toEqual({ itemsTotal: 100, freight: 0, discount: 10, total: 90 });
    actor.send({ type: 'discount.remove' });
    expect(actors.changeCartCode.calls[1]?.input).toMatchObject({ code: 'discount', action: 'remove' });
  });

  it("given a refused discount key or voucher, it shows the server's text next to it", async () => {
    const { actor, actors, context } = await startCart();
    actor.send({ type: 'discount.apply', key: 'NADA' });
    actor.send({ type: 'voucher.apply', key: 'VALE0' });
    actors.changeCartCode.calls[0]?.reject(httpError('Cupom NADA inválido ou expirado.'));
    await flush();
    expect(actors.changeCartCode.calls[1]?.input).toMatchObject({
      code: 'voucher',
      action: 'apply',
      key: 'VALE0',
    });
    actors.changeCartCode.calls[1]?.reject(httpError('Vale-compra VALE0 inválido.'));
    await flush();
    expect(context().discountError).toBe('Cupom NADA inválido ou expirado.');
    expect(context().voucherError).toBe('Vale-compra VALE0 inválido.');
    // Each failure owes a read, made once the queue is empty.
    expect(actors.loadCart.calls).toHaveLength(2);
    actors.loadCart.calls[1]?.resolve(loaded(serverCart([cartLine(1), cartLine(2)])));
    await flush();
    actor.send({ type: 'voucher.remove' });
    expect(context().voucherError).toBeUndefined();
    expect(actors.changeCartCode.calls[2]?.input).toMatchObject({ code: 'voucher', action: 'remove' });
  });
});

describe('cartMachine: checkout', () => {
  it('given out-of-stock lines, checkout is blocked and the exhausted modal opens; deleting them closes it', async () => {
    const { actor, actors, alerts, emitted, view } = await startCart(
      serverCart([cartLine(1), cartLine(2, { stock: 0 }), cartLine(3, { flagExhausted: true })]),
    );
    actor.send({ type: 'checkout.start' });
    expect(alerts()).toEqual([
      { type: 'alert', kind: 'error', title: 'Ops.. Exclua os produtos esgotados do carrinho.' },
    ]);
    expect(view().checkoutError).toBe('Ops.. Exclua os produtos esgotados do carrinho.');
    expect(view().exhaustedModal).toMatchObject({
      title: 'Ops... existem 2 produtos esgotados no seu carrinho',
    });
    expect(actors.checkCartLimits.calls).toHaveLength(0);
    actor.send({ type: 'exhausted.remove' });
    expect(actors.deleteItem.calls[0]?.input.idCartItem).toBe(2);
    expect(view().exhaustedModal).toBeUndefined();
    expect(view().checkoutError).toBeUndefined();
    actors.deleteItem.calls[0]?.resolve(serverCart([cartLine(1), cartLine(3, { flagExhausted: true })]));
    await flush();
    expect(actors.deleteItem.calls[1]?.input.idCartItem).toBe(3);
    expect(emitted.some((event) => event.type === 'navigate')).toBe(false);
  });

  it('given one out-of-stock line, the modal title is singular and it closes on demand', async () => {
    const { actor, view } = await startCart(serverCart([cartLine(1, { stock: 0 })]));
    actor.send({ type: 'checkout.start' });
    expect(view().exhaustedModal).toMatchObject({
      title: 'Ops... existe 1 produto esgotado no seu carrinho',
    });
    actor.send({ type: 'exhausted.close' });
    expect(view().exhaustedModal).toBeUndefined();
  });

  it("given an empty cart, checkout shows 'Seu Carrinho esta vazio.'", async () => {
    const { actor, alerts } = await startCart(serverCart([]));
    actor.send({ type: 'checkout.start' });
    expect(alerts()).toEqual([{ type: 'alert', kind: 'error', title: 'Seu Carrinho esta vazio.' }]);
  });

  it('given a cart within the limits, checkout asks the server, then navigates to /checkout/identification', async () => {
    const { actor, actors, emitted } = await startCart();
    actor.send({ type: 'checkout.start' });
    actors.checkCartLimits.calls[0]?.resolve(true);
    await flush();
    expect(emitted).toEqual([{ type: 'navigate', to: '/checkout/identification' }]);
  });

  it('given a server limit failure, its text shows for 10 s', async () => {
    vi.useFakeTimers();
    const { actor, actors, context, emitted } = await startCart();
    actor.send({ type: 'checkout.start' });
    actors.checkCartLimits.calls[0]?.reject(httpError('O valor mínimo para finalizar a compra é R$ 150,00.'));
    await flush();
    expect(context().limitError).toBe('O valor mínimo para finalizar a compra é R$ 150,00.');
    vi.advanceTimersByTime(9999);
    expect(context().limitError).toBe('O valor mínimo para finalizar a compra é R$ 150,00.');
    vi.advanceTimersByTime(1);
    expect(context().limitError).toBeUndefined();
    expect(emitted.some((event) => event.type === 'navigate')).toBe(false);
  });

  it('given a false limit reply, it shows the limit failure text', async () => {
    const { actor, actors, context } = await startCart();
    actor.send({ type: 'checkout.start' });
    actors.checkCartLimits.calls[0]?.resolve(false);
    await flush();
    expect(context().limitError).toBe('O carrinho não atende aos limites de compra da loja.');
  });

  it('given a line above its Q limit, checkout shows the limit text without asking the server', async () => {
    vi.useFakeTimers();
    const { actor, actors, context } = await startCart(
      serverCart([cartLine(1, { name: 'Fone', quantity: 3, limit: { tipo: 'Q', minimo: 0, maximo: 2 } })]),
    );
    actor.send({ type: 'checkout.start' });
    expect(context().limitError).toBe('A quantidade máxima de Fone é de 2 unidades.');
    expect(actors.checkCartLimits.calls).toHaveLength(0);
    vi.advanceTimersByTime(10_000);
    expect(context().limitError).toBeUndefined();
  });

  it('given lines that ran out while the check was queued, the checkout is blocked when its turn comes', async () => {
    const { actor, actors, emitted, view } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 2 });
    actor.send({ type: 'checkout.start' });
    actors.changeQuantity.calls[0]?.resolve(
      serverCart([cartLine(1, { quantity: 2, stock: 0 }), cartLine(2)]),
    );
    await flush();
    actors.checkCartLimits.calls[0]?.resolve(true);
    await flush();
    expect(emitted.some((event) => event.type === 'navigate')).toBe(false);
    expect(view().checkoutError).toBe('Ops.. Exclua os produtos esgotados do carrinho.');
  });
});

describe('cartMachine: messages', () => {
  it('given message overrides in the input, the machine shows them', async () => {
    const { actor, actors, alerts, context } = await startCart(serverCart([]), {
      messages: { addToCartError: 'Could not add.', cepRequired: 'Postal code, please.' },
    });
    actor.send({ type: 'cart.add', idProduct: 1, idSku: null, quantity: 1 });
    actors.addToCart.calls[0]?.resolve(false);
    await flush();
    actor.send({ type: 'freight.calculate' });
    expect(alerts()).toEqual([{ type: 'alert', kind: 'error', title: 'Could not add.' }]);
    expect(context().cepError).toBe('Postal code, please.');
  });
});

describe('createCartActors', () => {
  it('given a machine input client, the default actors call it', async () => {
    const calls: string[] = [];
    const cart = serverCart([cartLine(1)]);
    const client = {
      cart: {
        count: async () => {
          calls.push('count');
          return { kind: 'count', count: 1 };
        },
        get: async () => {
          calls.push('get');
          return cart;
        },
      },
      preCheckout: {
        getShipping: async () => {
          calls.push('getShipping');
          return null;
        },
        getCep: async () => {
          calls.push('getCep');
          return null;
        },
      },
    } as unknown as CartMachineInput['client'];
    const actor = createActor(cartMachine, { input: { client } }).start();
    await flush(20);
    expect(calls).toEqual(['count', 'get', 'getShipping', 'getCep']);
    expect(actor.getSnapshot().context.confirmedCart).toEqual(cart);
  });

  it('given a freight read that fails (503) while the cart and its count answer, the count stays known and the freight is read again', async () => {
    vi.useFakeTimers();
    const cart = serverCart([cartLine(1), cartLine(2)], { shipping: 18.65 });
    const pac = freightOption(1, 18.65, 'PAC');
    let shippingFailures = 1;
    const reads: string[] = [];
    const client = {
      cart: {
        count: async () => ({ kind: 'count', count: 2 }),
        get: async () => {
          reads.push('get');
          return cart;
        },
      },
      preCheckout: {
        getShipping: async () => {
          if (shippingFailures > 0) {
            shippingFailures -= 1;
            throw new StoreApiError({
              kind: 'http',
              status: 503,
              operation: 'preCheckout.getShipping',
              message: 'Serviço indisponível.',
            });
          }
          return pac;
        },
        getCep: async () => '01310100',
      },
    } as unknown as CartMachineInput['client'];
    const actor = createActor(cartMachine, { input: { client } }).start();
    const view = () => selectCartView(actor.getSnapshot());
    await flush(20);
    // The header badge shows the count, never '?', although the freight is not known yet.
    expect(view()).toMatchObject({ countKnown: true, count: 2, loadError: undefined });
    expect(reads).toEqual(['get']);
    await vi.advanceTimersByTimeAsync(500);
    await flush(20);
    expect(reads).toEqual(['get', 'get']);
    expect(view()).toMatchObject({ countKnown: true, count: 2, busy: false });
    expect(view().freight.selected?.shippingMode.name).toBe('PAC');
    expect(view().freight.cep).toBe('01310-100');
  });

  it('given a freight read that keeps failing, the cart settles with its count known after the retries', async () => {
    vi.useFakeTimers();
    const cart = serverCart([cartLine(1)]);
    let shippingReads = 0;
    const client = {
      cart: { count: async () => ({ kind: 'count', count: 1 }), get: async () => cart },
      preCheckout: {
        getShipping: async () => {
          shippingReads += 1;
          throw new StoreApiError({ kind: 'network', operation: 'preCheckout.getShipping' });
        },
        getCep: async () => null,
      },
    } as unknown as CartMachineInput['client'];
    const actor = createActor(cartMachine, { input: { client } }).start();
    for (let step = 0; step < 10; step++) {
      await flush(20);
      expect(selectCartView(actor.getSnapshot())).toMatchObject({ countKnown: true, count: 1 });
      await vi.advanceTimersByTimeAsync(8_000);
    }
    expect(shippingReads).toBe(6);
    expect(selectCartView(actor.getSnapshot())).toMatchObject({ countKnown: true, busy: false });
  });

  it('given an actor swapped with provide, the machine uses it', async () => {
    const machine = cartMachine.provide({
      actors: {
        loadCart: fromPromise<LoadedCart, CartActorInput>(async () => ({
          cart: serverCart([cartLine(5)]),
          freight: null,
          cep: null,
          countReply: { kind: 'count' as const, count: 1 },
        })),
      },
    });
    const actor = createActor(machine, { input: { client: unusedClient } }).start();
    await flush(20);
    expect(selectCartView(actor.getSnapshot()).lines[0]?.idCartItem).toBe(5);
  });
});

describe('cartMachine: the server is the only source of the confirmed cart', () => {
  const shirt = { idProduct: 1003, idSku: 2003, quantity: 1 };
  const pac = freightOption(1, 18.65, 'PAC');

  it('given an add that landed and a read-back that fails once, it retries the read and never says the add failed', async () => {
    vi.useFakeTimers();
    const { actor, actors, alerts, view } = await startCart();
    actor.send({ type: 'cart.add', ...shirt });
    actors.addToCart.calls[0]?.resolve(true);
    await flush();
    actors.loadCart.calls[1]?.reject(httpError('Erro interno.', 500));
    await flush();
    expect(actors.loadCart.calls).toHaveLength(2);
    expect(view().countKnown).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(actors.loadCart.calls).toHaveLength(3);
    actors.loadCart.calls[2]?.resolve(loaded(serverCart([cartLine(1), cartLine(2), cartLine(3)])));
    await flush();
    expect(view().count).toBe(3);
    expect(alerts().map((alert) => alert.kind)).toEqual(['success']);
  });

  it('given a complete postal code typed or submitted while a change is in flight, the change goes on and lands', async () => {
    const { actor, actors, view } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 2 });
    actor.send({ type: 'cep.change', value: '01310-100' });
    actor.send({ type: 'cep.change', value: '20040-020' });
    actor.send({ type: 'freight.calculate' });
    expect(actors.changeQuantity.calls[0]?.signal.aborted).toBe(false);
    expect(actors.changeQuantity.calls).toHaveLength(1);
    expect(actors.calculateFreight.calls[0]?.signal.aborted).toBe(true);
    expect(actors.calculateFreight.calls).toHaveLength(2);
    actors.changeQuantity.calls[0]?.resolve(serverCart([cartLine(1, { quantity: 2 }), cartLine(2)]));
    await flush();
    expect(view().lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(view().settled).toBe(true);
  });

  it('given a change that fails while a postal code is typed, the cart reads the server again', async () => {
    const { actor, actors, view } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 2 });
    actor.send({ type: 'cep.change', value: '01310-100' });
    actors.changeQuantity.calls[0]?.reject(httpError('Erro interno.', 500));
    await flush();
    expect(actors.loadCart.calls).toHaveLength(2);
    actors.loadCart.calls[1]?.resolve(loaded(serverCart([cartLine(1), cartLine(2)])));
    await flush();
    expect(view().lines.map((line) => line.quantity)).toEqual([1, 1]);
    expect(view().lineErrors[1]).toBe('Erro interno.');
  });

  it('given a freight save that fails after the freight was stored, the read-back shows what the server holds', async () => {
    const { actor, actors, view } = await startCart();
    actor.send({ type: 'cep.change', value: '01310-100' });
    actors.calculateFreight.calls[0]?.resolve({ options: [pac], tip: null });
    await flush();
    actor.send({ type: 'freight.select', idShippingMode: 1 });
    actors.saveFreight.calls[0]?.reject(httpError('Erro interno.', 500));
    await flush();
    expect(view().freight.error).toBe('Erro interno.');
    expect(actors.loadCart.calls).toHaveLength(2);
    actors.loadCart.calls[1]?.resolve(
      loaded(serverCart([cartLine(1), cartLine(2)], { shipping: 18.65 }), { freight: pac, cep: '01310100' }),
    );
    await flush();
    expect(view().freight.selected?.shippingMode.name).toBe('PAC');
    expect(view().totals).toMatchObject({ freight: 18.65, total: 118.65 });
  });

  it('given a reload, the freight and postal code the server keeps are shown', async () => {
    const { view } = await startCart(serverCart([cartLine(1, { price: 29.9 })], { shipping: 18.65 }), {
      freight: pac,
      cep: '01310100',
    });
    expect(view().freight.selected?.shippingMode.name).toBe('PAC');
    expect(view().freight.cep).toBe('01310-100');
    expect(view().totals).toMatchObject({ itemsTotal: 29.9, freight: 18.65, total: 48.55 });
  });

  it('given a failed first read, it retries with a growing delay and shows the count as unknown, never 0', async () => {
    vi.useFakeTimers();
    const loadCart = deferredCartActor('loadCart');
    const actor = createActor(cartMachine.provide({ actors: { loadCart: loadCart.logic } }), {
      input: { client: unusedClient },
    });
    const emitted: unknown[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    const view = () => selectCartView(actor.getSnapshot());
    loadCart.calls[0]?.reject(httpError('Erro interno.', 500));
    await flush();
    expect(view()).toMatchObject({ count: undefined, countKnown: false, isLoading: false, busy: true });
    await vi.advanceTimersByTimeAsync(499);
    expect(loadCart.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadCart.calls).toHaveLength(2);
    loadCart.calls[1]?.reject(httpError('Erro interno.', 500));
    await flush();
    await vi.advanceTimersByTimeAsync(999);
    expect(loadCart.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    loadCart.calls[2]?.resolve(loaded(serverCart([cartLine(1)])));
    await flush();
    expect(view()).toMatchObject({ count: 1, countKnown: true, busy: false, loadError: undefined });
    expect(emitted).toEqual([]);
  });

  it('given reads that keep failing, it stops its quick retries with the count unknown; a reload tries again', async () => {
    vi.useFakeTimers();
    const loadCart = deferredCartActor('loadCart');
    const actor = createActor(cartMachine.provide({ actors: { loadCart: loadCart.logic } }), {
      input: { client: unusedClient },
    });
    actor.start();
    for (let attempt = 0; attempt < 6; attempt++) {
      loadCart.calls[attempt]?.reject(httpError('Erro interno.', 500));
      await flush();
      if (attempt < 5) await vi.advanceTimersByTimeAsync(8_000);
    }
    expect(loadCart.calls).toHaveLength(6);
    expect(selectCartView(actor.getSnapshot())).toMatchObject({ countKnown: false, busy: false });
    actor.send({ type: 'cart.reload' });
    expect(loadCart.calls).toHaveLength(7);
  });

  it('given reads that failed past every quick retry, once the store answers again the cart converges with no gesture', async () => {
    vi.useFakeTimers();
    const loadCart = deferredCartActor('loadCart');
    const actor = createActor(cartMachine.provide({ actors: { loadCart: loadCart.logic } }), {
      input: { client: unusedClient },
    });
    actor.start();
    const view = () => selectCartView(actor.getSnapshot());
    // A long outage: the six quick retries and two background ones fail.
    for (let attempt = 0; attempt < 8; attempt++) {
      loadCart.calls[attempt]?.reject(httpError('Serviço indisponível.', 503));
      await flush();
      expect(view().countKnown).toBe(false);
      await vi.advanceTimersByTimeAsync(8_000);
    }
    expect(loadCart.calls).toHaveLength(9);
    // The store is back: the next background read lands and the page shows what the server holds.
    loadCart.calls[8]?.resolve(loaded(serverCart([cartLine(1), cartLine(2, { quantity: 3 })])));
    await flush();
    expect(view()).toMatchObject({ countKnown: true, count: 4, busy: false, loadError: undefined });
    expect(view().lines.map((line) => line.idCartItem)).toEqual([1, 2]);
    // Nothing more is asked once the cart is known.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loadCart.calls).toHaveLength(9);
  });

  it('given a request in flight, the view is busy until the server answers', async () => {
    const { actor, actors, view } = await startCart();
    expect(view().busy).toBe(false);
    actor.send({ type: 'cart.remove', idCartItem: 1 });
    expect(view().busy).toBe(true);
    actors.deleteItem.calls[0]?.resolve(serverCart([cartLine(2)]));
    await flush();
    expect(view()).toMatchObject({ busy: false, settled: true });
  });

  it('given a change that timed out but landed, the read that shows its quantity clears the line error', async () => {
    const { actor, actors, view } = await startCart();
    actor.send({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 3 });
    actor.send({ type: 'cart.changeQuantity', idCartItem: 2, quantity: 2 });
    actors.changeQuantity.calls[0]?.reject(new StoreApiError({ kind: 'timeout', operation: 'cart.test' }));
    await flush();
    actors.changeQuantity.calls[1]?.reject(httpError('Estoque insuficiente.'));
    await flush();
    expect(Object.keys(view().lineErrors)).toEqual(['1', '2']);
    actors.loadCart.calls[1]?.resolve(loaded(serverCart([cartLine(1, { quantity: 3 }), cartLine(2)])));
    await flush();
    // Line 1 holds what was asked (the request landed); line 2 did not change, its error stays true.
    expect(view().lineErrors).toEqual({ 2: 'Estoque insuficiente.' });
    expect(view().lines.map((line) => line.quantity)).toEqual([3, 1]);
  });

  it('given an add that timed out but landed, the read-back turns it into the success message', async () => {
    const { actor, actors, alerts, emitted } = await startCart();
    actor.send({ type: 'cart.add', ...shirt });
    actors.addToCart.calls[0]?.reject(new StoreApiError({ kind: 'timeout', operation: 'cart.add' }));
    await flush();
    expect(alerts()).toEqual([]);
    actors.loadCart.calls[1]?.resolve(loaded(serverCart([cartLine(1), cartLine(2), cartLine(3)])));
    await flush();
    expect(alerts().map((alert) => alert.kind)).toEqual(['success']);
    expect(emitted.some((event) => event.type === 'added')).toBe(true);
  });
});
