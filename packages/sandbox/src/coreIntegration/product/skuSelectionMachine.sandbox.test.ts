import {
  initialSkuSelection,
  type ProductDetail,
  type SkuSelectionEmitted,
  type SkuSelectionEvent,
  type SkuSelectionInput,
  skuSelectionMachine,
} from '@vitrine/core';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, getInitialSnapshot } from 'xstate';
import { createSeedData } from '../../data/createSeedData';
import { fixtures as F, sandboxProduct } from '../testing/sandboxProduct';

const COLOUR = 1;
const SIZE = 2;
const BRANCO = 100;
const PRETO = 101;
const AZUL = 102;
const P = 200;
const M = 201;
const G = 202;
const GG = 203;

const shirt = sandboxProduct(F.productWithVariations.urlFriendly);

function start(input: SkuSelectionInput) {
  const actor = createActor(skuSelectionMachine, { input });
  const emitted: SkuSelectionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const context = () => actor.getSnapshot().context;
  const state = () => actor.getSnapshot().value;
  const alerts = () => emitted.filter((event) => event.type === 'alert').map((event) => event.title);
  return { actor, emitted, context, state, alerts };
}

const detail = (product: ProductDetail = shirt, extra: Partial<SkuSelectionInput> = {}) =>
  start({ product, context: 'detail', ...extra });
const pick = (idReference: number, idVariation: number): SkuSelectionEvent => ({
  type: 'variation.select',
  idReference,
  idVariation,
});

/** The shirt with every SKU's stock replaced. */
const withStocks = (stock: (idSku: number) => number): ProductDetail => ({
  ...shirt,
  skUs: (shirt.skUs ?? []).map((sku) => ({ ...sku, stock: stock(sku.idSku) })),
});

describe('skuSelectionMachine: initial SKU', () => {
  it('given a visible in-stock standard SKU, it opens on it with its price and stock', () => {
    const { context, state } = detail();
    expect(context().sku?.idSku).toBe(F.productWithVariations.idSku);
    expect(context().chosen).toEqual({ [COLOUR]: BRANCO, [SIZE]: M });
    expect(context().stock).toBe(22);
    expect(context().quantity).toBe(1);
    expect(state()).toBe('purchasable');
  });

  it('given a standard SKU without stock, it opens on the first visible in-stock SKU', () => {
    const { context } = detail(sandboxProduct(F.outOfStockStandardSku.urlFriendly));
    expect(context().sku?.idSku).toBe(F.outOfStockStandardSku.inStockSku);
    expect(context().buyControl).toBe('buy');
  });

  it('given no SKU in stock, it opens on the first SKU, sold out with the notify control', () => {
    const { context, state } = detail(withStocks(() => 0));
    expect(context().sku?.idSku).toBe(shirt.skUs?.[0]?.idSku);
    expect(state()).toBe('soldOut');
    expect(context().buyControl).toBe('sold-out-notify');
  });
});

describe('skuSelectionMachine: variation picking', () => {
  it('given a variation that completes a SKU, it becomes the current SKU and the quantity resets to 1', () => {
    const { actor, context } = detail();
    actor.send({ type: 'quantity.set', value: '4' });
    expect(context().quantity).toBe(4);
    actor.send(pick(COLOUR, PRETO));
    expect(context().sku?.idSku).toBe(101806);
    expect(context().stock).toBe(27);
    expect(context().quantity).toBe(1);
  });

  it('given a SKU with its own price and installments, choosing it updates them', () => {
    const product: ProductDetail = {
      ...shirt,
      skUs: (shirt.skUs ?? []).map((sku) =>
        sku.idSku === 101807
          ? { ...sku, price: 99.9, pricePromotion: 79.9, installmentMax: { maxNumber: 4, value: 19.98 } }
          : sku,
      ),
    };
    const { actor, context } = detail(product);
    expect(context().price).toBe(89.9);
    actor.send(pick(COLOUR, PRETO));
    actor.send(pick(SIZE, G));
    expect(context().price).toBe(99.9);
    expect(context().pricePromotion).toBe(79.9);
    expect(context().installmentMax).toMatchObject({ maxNumber: 4, value: 19.98 });
  });

  it('given a combination that does not exist, the choice is rebuilt from the first SKU having the clicked variation', () => {
    const { actor, context } = detail();
    actor.send(pick(COLOUR, AZUL));
    expect(context().chosen).toEqual({ [COLOUR]: AZUL, [SIZE]: M });
    actor.send(pick(SIZE, GG));
    // Azul Marinho/GG is missing: Branco/GG is the first SKU with GG.
    expect(context().chosen).toEqual({ [COLOUR]: BRANCO, [SIZE]: GG });
    expect(context().sku?.idSku).toBe(101804);
  });

  it('given a variation no SKU carries, nothing resolves and the stock is 0 (sold out)', () => {
    const product: ProductDetail = {
      ...shirt,
      availableReferences: (shirt.availableReferences ?? []).map((reference) =>
        reference.idReference === COLOUR
          ? { ...reference, variations: [...reference.variations, { idVariation: 109, name: 'Verde' }] }
          : reference,
      ),
    };
    const { actor, context, state } = detail(product);
    actor.send(pick(COLOUR, 109));
    expect(context().resolution).toBe('not-found');
    expect(context().sku).toBeUndefined();
    expect(context().stock).toBe(0);
    expect(state()).toBe('soldOut');
  });

  it('given a reference still without a choice, no SKU resolves and buying asks for the variations', () => {
    // The only SKUs carry no size, so the initial choice leaves the size open.
    const product: ProductDetail = {
      ...shirt,
      skUs: (shirt.skUs ?? []).map((sku) => ({
        ...sku,
        variations: sku.variations.filter((variation) => variation.idReference === COLOUR),
      })),
    };
    const { actor, context, state, emitted } = detail(product);
    expect(state()).toBe('incomplete');
    expect(context().sku).toBeUndefined();
    expect(context().stock).toBeUndefined();
    actor.send({ type: 'buy' });
    expect(emitted).toEqual([
      { type: 'alert', kind: 'error', title: 'Selecione as variações do produto para compra-lo.' },
    ]);
    actor.send({ type: 'notify' });
    expect(emitted.at(-1)).toMatchObject({
      type: 'alertMe.open',
      product: { idSku: null, hasVariations: true },
    });
    actor.send({ type: 'quantity.set', value: '12' });
    expect(context().quantity).toBe(12);
    actor.send({ type: 'quantity.increment' });
    expect(context().quantity).toBe(13);
    actor.send({ type: 'quantity.decrement' });
    expect(context().quantity).toBe(12);
  });

  it('exposes which variation buttons exist and are in stock given the other choice', () => {
    const { actor, context } = detail();
    actor.send(pick(SIZE, P));
    const colours = context().variations.find((reference) => reference.idReference === COLOUR);
    expect(colours?.variations.find((variation) => variation.idVariation === PRETO)).toMatchObject({
      exists: true,
      inStock: false,
    });
    actor.send(pick(COLOUR, AZUL));
    const sizes = context().variations.find((reference) => reference.idReference === SIZE);
    expect(sizes?.variations.find((variation) => variation.idVariation === GG)).toMatchObject({
      exists: false,
    });
  });
});

describe('skuSelectionMachine: out of stock ↔ back in stock', () => {
  it('given an out-of-stock combination, the buy button becomes the notify control and notify opens the alert form', () => {
    const { actor, context, state, emitted } = detail();
    actor.send(pick(COLOUR, PRETO));
    actor.send(pick(SIZE, P));
    expect(state()).toBe('soldOut');
    expect(context().buyControl).toBe('sold-out-notify');
    actor.send({ type: 'buy' });
    expect(emitted.some((event) => event.type === 'cart.add')).toBe(false);
    actor.send({ type: 'notify' });
    expect(emitted.at(-1)).toEqual({
      type: 'alertMe.open',
      product: {
        idProduct: F.productWithVariations.idProduct,
        name: F.productWithVariations.name,
        image: shirt.imageHome,
        idSku: F.productWithVariations.outOfStockSku,
        hasVariations: true,
      },
      origin: 'detail',
    });
  });

  it('given a sold-out choice, choosing an in-stock variation reverts the switch and closes the alert form', () => {
    const { actor, context, state, emitted } = detail();
    actor.send(pick(COLOUR, PRETO));
    actor.send(pick(SIZE, P));
    actor.send(pick(SIZE, P));
    expect(emitted.filter((event) => event.type === 'alertMe.close')).toHaveLength(0);
    actor.send(pick(SIZE, G));
    expect(state()).toBe('purchasable');
    expect(context().buyControl).toBe('buy');
    expect(emitted.filter((event) => event.type === 'alertMe.close')).toHaveLength(1);
  });

  it('given an exhausted product with stock, it shows the sold-out control', () => {
    const { state, context } = detail(sandboxProduct(F.exhausted.urlFriendly));
    expect(state()).toBe('soldOut');
    expect(context().buyControl).toBe('sold-out-notify');
  });

  it('given a card hiding its variations and a sold-out product, the sold-out control links to the detail page', () => {
    const { context } = start({ product: withStocks(() => 0), context: 'card', variationsVisible: false });
    expect(context().buyControl).toBe('sold-out-link-to-detail');
  });

  it('given a card, notify opens the alert form with the card origin', () => {
    const { actor, emitted } = start({ product: withStocks(() => 0), context: 'card' });
    actor.send({ type: 'notify' });
    expect(emitted.at(-1)).toMatchObject({ type: 'alertMe.open', origin: 'card' });
  });
});

describe('skuSelectionMachine: quantity', () => {
  it('given invalid or non-positive text, the quantity resets to 1 without a message', () => {
    const { actor, context, alerts } = detail();
    for (const value of ['abc', '0', '-3', '', 0]) {
      actor.send({ type: 'quantity.set', value: '5' });
      actor.send({ type: 'quantity.set', value });
      expect(context().quantity).toBe(1);
    }
    expect(alerts()).toEqual([]);
  });

  it('given a value above 9999, it reverts with the range message', () => {
    const { actor, context, alerts } = detail(withStocks(() => 20_000));
    actor.send({ type: 'quantity.set', value: '7' });
    actor.send({ type: 'quantity.set', value: '10000' });
    expect(context().quantity).toBe(7);
    expect(context().quantityMessage).toBe('Por favor, digite um valor entre 1 e 9999');
    expect(alerts()).toEqual(['Por favor, digite um valor entre 1 e 9999']);
  });

  it('given a decimal text, it is rounded', () => {
    const { actor, context } = detail();
    actor.send({ type: 'quantity.set', value: ' 2,6 ' });
    expect(context().quantity).toBe(3);
  });

  it('on the detail page, a value above stock is capped with "Temos apenas N itens em estoque"', () => {
    const { actor, context, alerts } = detail();
    actor.send({ type: 'quantity.set', value: '30' });
    expect(context().quantity).toBe(22);
    expect(alerts()).toEqual(['Temos apenas 22 itens em estoque']);
  });

  it('on a card, a value above stock is capped with "Temos apenas {n} em estoque."', () => {
    const { actor, context, alerts } = start({ product: shirt, context: 'card' });
    actor.send({ type: 'quantity.set', value: '30' });
    expect(context().quantity).toBe(22);
    expect(alerts()).toEqual(['Temos apenas 22 em estoque.']);
  });

  it('given a product without variations, the quantity is capped at its stock', () => {
    const simple = sandboxProduct(F.simple.urlFriendly);
    const { actor, context, alerts } = detail(simple);
    expect(context().resolution).toBe('no-variations');
    actor.send({ type: 'quantity.set', value: String(simple.stock + 5) });
    expect(context().quantity).toBe(simple.stock);
    expect(alerts()).toEqual([`Temos apenas ${simple.stock} itens em estoque`]);
  });

  it('increments up to the stock, then holds with the stock message; decrements never below 1', () => {
    const { actor, context, alerts } = detail(withStocks(() => 2));
    actor.send({ type: 'quantity.increment' });
    expect(context().quantity).toBe(2);
    actor.send({ type: 'quantity.increment' });
    expect(context().quantity).toBe(2);
    expect(alerts()).toEqual(['Temos apenas 2 itens em estoque']);
    actor.send({ type: 'quantity.decrement' });
    actor.send({ type: 'quantity.decrement' });
    expect(context().quantity).toBe(1);
  });

  it('given units already in the cart, the stock minus the cart caps the quantity', () => {
    const { actor, context, alerts } = detail(undefined, { inCart: 20 });
    actor.send({ type: 'quantity.set', value: '5' });
    expect(context().quantity).toBe(2);
    expect(alerts()).toEqual([
      'Temos apenas 22 itens em estoque, e já existem 20 unidades deste produto no carrinho.',
    ]);
  });

  it('given replaced messages, they are used', () => {
    const { actor, alerts } = detail(undefined, { messages: { stockLimitDetail: (n) => `Só ${n}` } });
    actor.send({ type: 'quantity.set', value: '30' });
    expect(alerts()).toEqual(['Só 22']);
  });
});

describe('skuSelectionMachine: buy', () => {
  it('given an in-stock SKU, buy asks the cart machine to add it with the quantity', () => {
    const { actor, emitted } = detail();
    actor.send({ type: 'quantity.set', value: '3' });
    actor.send({ type: 'buy' });
    expect(emitted).toEqual([
      {
        type: 'cart.add',
        idProduct: F.productWithVariations.idProduct,
        idSku: F.productWithVariations.idSku,
        quantity: 3,
      },
    ]);
  });

  it('given a product without variations, buy sends its own SKU', () => {
    const { actor, emitted } = detail(sandboxProduct(F.simple.urlFriendly));
    actor.send({ type: 'buy' });
    expect(emitted).toEqual([
      { type: 'cart.add', idProduct: F.simple.idProduct, idSku: F.simple.idSku, quantity: 1 },
    ]);
  });

  it('given the cart grew after the quantity was typed, buy reduces the quantity with the cart message and adds nothing', () => {
    const { actor, context, emitted } = detail();
    actor.send({ type: 'quantity.set', value: '10' });
    actor.send({ type: 'cart.changed', inCart: 20 });
    actor.send({ type: 'buy' });
    expect(emitted).toEqual([
      {
        type: 'alert',
        kind: 'error',
        title: 'Temos apenas 22 itens em estoque, e já existem 20 unidades deste produto no carrinho.',
      },
    ]);
    expect(context().quantity).toBe(2);
    actor.send({ type: 'buy' });
    expect(emitted.at(-1)).toMatchObject({ type: 'cart.add', quantity: 2 });
  });

  it('given one unit in the cart and the rest of the stock asked, it says "já existe 1 unidade"', () => {
    const { actor, alerts } = detail(withStocks(() => 3));
    actor.send({ type: 'quantity.set', value: '3' });
    actor.send({ type: 'cart.changed', inCart: 1 });
    actor.send({ type: 'buy' });
    expect(alerts()).toEqual([
      'Temos apenas 3 itens em estoque, e já existe 1 unidade deste produto no carrinho.',
    ]);
  });
});

describe('skuSelectionMachine: price on request and groupings', () => {
  it('given a type-3 product, it shows the quote control, never adds to the cart, and quote opens the form', () => {
    const product = sandboxProduct(F.priceOnRequest.urlFriendly);
    const { actor, state, context, emitted } = detail(product);
    expect(state()).toBe('quoteOnly');
    expect(context().buyControl).toBe('quote');
    actor.send({ type: 'buy' });
    actor.send({ type: 'quote' });
    expect(emitted).toEqual([
      {
        type: 'quote.open',
        products: [
          {
            idProduct: F.priceOnRequest.idProduct,
            name: F.priceOnRequest.name,
            image: product.imageHome,
            idSku: F.priceOnRequest.idSku,
            hasVariations: false,
          },
        ],
        origin: 'detail',
      },
    ]);
  });

  it('given incomplete variations, quote opens the form without a SKU so it can ask for the variations', () => {
    const { actor, emitted } = start({ product: shirt, context: 'card' });
    actor.send({ type: 'quote' });
    expect(emitted.at(-1)).toMatchObject({
      type: 'quote.open',
      products: [{ idSku: F.productWithVariations.idSku, hasVariations: true }],
      origin: 'card',
    });
  });

  it('given a grouped product, it exposes the sibling options with the current one marked', () => {
    const { context } = detail(sandboxProduct(F.grouped.urlFriendly));
    expect(context().grouping?.display).toBe('color');
    expect(
      context()
        .grouping?.options.filter((option) => option.current)
        .map((option) => option.idProduct),
    ).toEqual([F.grouped.idProduct]);
    expect(context().grouping?.options.length).toBeGreaterThan(1);
  });

  it('given a product without a grouping, there are no grouped options', () => {
    expect(detail().context().grouping).toBeUndefined();
  });
});

describe('skuSelectionMachine: generated paths over the colour × size shirt', () => {
  const variationEvents: SkuSelectionEvent[] = [
    pick(COLOUR, BRANCO),
    pick(COLOUR, PRETO),
    pick(COLOUR, AZUL),
    pick(SIZE, P),
    pick(SIZE, M),
    pick(SIZE, G),
    pick(SIZE, GG),
  ];
  const events: SkuSelectionEvent[] = [
    ...variationEvents,
    { type: 'quantity.set', value: 'abc' },
    { type: 'quantity.set', value: '0' },
    { type: 'quantity.set', value: '9' },
    { type: 'quantity.set', value: '10000' },
    { type: 'quantity.set', value: '28' },
    { type: 'quantity.increment' },
    { type: 'quantity.decrement' },
    { type: 'cart.changed', inCart: 0 },
    { type: 'cart.changed', inCart: 8 },
    { type: 'buy' },
    { type: 'notify' },
  ];
  const paths = getShortestPaths(skuSelectionMachine, {
    input: { product: shirt, context: 'detail' },
    events,
    serializeState: (snapshot) => {
      const { value, context } = snapshot;
      return JSON.stringify([value, context.chosen, context.quantity, context.inCart]);
    },
  });

  it('reaches every SKU of the shirt and both sides of the stock switch', () => {
    const skus = new Set(paths.map((path) => path.state.context.sku?.idSku));
    expect(skus).toEqual(new Set((shirt.skUs ?? []).map((sku) => sku.idSku)));
    const states = new Set(paths.map((path) => path.state.value));
    expect(states).toEqual(new Set(['purchasable', 'soldOut']));
  });

  it('on every reachable state: quantity within 1..max(1, stock), the SKU agrees with the choices, buy only in stock', () => {
    for (const path of paths) {
      for (const { state } of [{ state: path.state }, ...path.steps]) {
        const context = state.context;
        expect(context.quantity).toBeGreaterThanOrEqual(1);
        expect(context.quantity).toBeLessThanOrEqual(Math.max(1, context.stock ?? 9999));
        if (context.sku) {
          for (const [idReference, idVariation] of Object.entries(context.chosen)) {
            const carried = context.sku.variations.filter(
              (variation) => String(variation.idReference) === idReference,
            );
            expect(carried.map((variation) => variation.idVariation)).toEqual([idVariation]);
          }
        }
        if (context.buyControl === 'buy') {
          expect(context.sku?.stock ?? 0).toBeGreaterThan(0);
          expect(state.value).toBe('purchasable');
        } else {
          expect(state.value).not.toBe('purchasable');
        }
      }
    }
  });

  it('replayed on a live actor, every path only ever asks the cart for what the stock minus the cart covers', () => {
    let adds = 0;
    for (const path of paths) {
      const { actor, emitted, context } = detail();
      // Shortest paths never end on `buy` (it does not change the state), so every path is followed by one.
      for (const event of [...path.steps.map((step) => step.event), { type: 'buy' } as const]) {
        const before = emitted.length;
        const snapshot = actor.getSnapshot().context;
        const purchasable = actor.getSnapshot().matches('purchasable');
        actor.send(event);
        // A buy while purchasable is never dropped: it either asks the cart or says why not.
        if (event.type === 'buy' && purchasable) expect(emitted.length).toBeGreaterThan(before);
        for (const event of emitted.slice(before)) {
          if (event.type !== 'cart.add') continue;
          adds++;
          expect(event.idSku).toBe(snapshot.sku?.idSku);
          expect(event.quantity + snapshot.inCart).toBeLessThanOrEqual(snapshot.stock ?? 0);
          expect(event.quantity).toBeGreaterThanOrEqual(1);
        }
      }
      expect(context().chosen).toEqual(path.state.context.chosen);
    }
    expect(adds).toBeGreaterThan(0);
  });
});

describe('initialSkuSelection: the starting state without an actor', () => {
  const products = createSeedData().products.map((product) => sandboxProduct(product.urlFriendly));

  it('is the state and context the machine starts in, for every product of the catalogue', () => {
    expect(products.length).toBeGreaterThan(20);
    const areas = new Set<string>();
    // Every product as the store sends it, and the shirt without its SKUs (no choice resolves: incomplete).
    const cases: Pick<SkuSelectionInput, 'product' | 'skus'>[] = [
      ...products.map((product) => ({ product })),
      { product: shirt, skus: [] },
    ];
    for (const { product, skus } of cases)
      for (const context of ['card', 'detail'] as const)
        for (const variationsVisible of [true, false])
          for (const inCart of [0, 3]) {
            const input = { product, skus, context, variationsVisible, inCart };
            const started = getInitialSnapshot(skuSelectionMachine, input);
            const { messages: _messages, ...machineContext } = started.context;
            const computed = initialSkuSelection(input);
            expect(computed.value, product.urlFriendly).toBe(started.value);
            expect(computed.context, product.urlFriendly).toEqual(machineContext);
            areas.add(computed.value);
          }
    // The catalogue reaches every area: the comparison covers each decision.
    expect([...areas].sort()).toEqual(['incomplete', 'purchasable', 'quoteOnly', 'soldOut']);
  });
});
