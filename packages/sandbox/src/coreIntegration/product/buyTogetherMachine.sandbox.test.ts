import {
  type BuyTogetherEmitted,
  type BuyTogetherInput,
  buyTogetherMachine,
  type Product,
  type Sku,
} from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fixtures as F, sandboxProduct } from '../testing/sandboxProduct';

const dress = sandboxProduct(F.buyTogether.urlFriendly);
const [sandal, blouse] = dress.buyTogether ?? [];
if (!sandal || !blouse) throw new Error('The sandbox buy-together fixture must offer two products.');

const inStock = (product: Product): Sku => {
  const sku = (product.skUs ?? []).find((candidate) => candidate.stock > 0);
  if (!sku) throw new Error(`${product.name} has no SKU in stock.`);
  return sku;
};
/** The events that choose every variation of `sku` on the item `idProduct`. */
const choose = (idProduct: number, sku: Sku) =>
  sku.variations.map((variation) => ({
    type: 'variation.select' as const,
    idProduct,
    idReference: variation.idReference ?? 0,
    idVariation: variation.idVariation,
  }));

function start(input: BuyTogetherInput = { product: dress }) {
  const actor = createActor(buyTogetherMachine, { input });
  const emitted: BuyTogetherEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const context = () => actor.getSnapshot().context;
  const item = (idProduct: number) => context().items.find((entry) => entry.product.idProduct === idProduct);
  const alerts = () => emitted.flatMap((event) => (event.type === 'alert' ? [event.title] : []));
  return { actor, emitted, context, item, alerts };
}

const payOf = (sku: Sku) =>
  sku.pricePromotion && sku.pricePromotion < sku.price ? sku.pricePromotion : sku.price;

describe('buyTogetherMachine: selection', () => {
  it('preselects the detail product on its initial SKU and leaves the offered products out, without a choice', () => {
    const { context, item } = start();
    expect(context().items.map((entry) => [entry.product.idProduct, entry.selected])).toEqual([
      [dress.idProduct, true],
      [sandal.idProduct, false],
      [blouse.idProduct, false],
    ]);
    expect(item(dress.idProduct)?.resolution).toBe('found');
    expect(item(sandal.idProduct)?.resolution).toBe('incomplete');
    const main = item(dress.idProduct)?.sku as Sku;
    expect(context().totals).toEqual({
      subTotal: main.price,
      discount: Math.round((main.price - payOf(main)) * 100) / 100,
      total: payOf(main),
    });
  });

  it('given an offered product whose variations are not chosen, adding it asks for them and leaves it out', () => {
    const { actor, item, alerts } = start();
    actor.send({ type: 'item.add', idProduct: sandal.idProduct });
    expect(item(sandal.idProduct)?.selected).toBe(false);
    expect(alerts()).toEqual(['Selecione as variações do produto para adiciona-lo ao compre junto.']);
  });

  it('given its variations chosen, adding it adds its price to the totals and removing it takes it back out', () => {
    const { actor, item, context } = start();
    const before = context().totals;
    const sku = inStock(sandal);
    for (const event of choose(sandal.idProduct, sku)) actor.send(event);
    expect(item(sandal.idProduct)?.sku?.idSku).toBe(sku.idSku);
    actor.send({ type: 'item.add', idProduct: sandal.idProduct });
    expect(item(sandal.idProduct)?.selected).toBe(true);
    expect(context().totals.subTotal).toBeCloseTo(before.subTotal + sku.price, 2);
    expect(context().totals.total).toBeCloseTo(before.total + payOf(sku), 2);
    actor.send({ type: 'item.remove', idProduct: sandal.idProduct });
    expect(context().totals).toEqual(before);
  });

  it('given every item removed, and removed again, the totals stay at 0', () => {
    const { actor, context } = start();
    actor.send({ type: 'item.remove', idProduct: dress.idProduct });
    actor.send({ type: 'item.remove', idProduct: dress.idProduct });
    expect(context().totals).toEqual({ subTotal: 0, discount: 0, total: 0 });
  });

  it('given a promotion price, its saving goes to the discount', () => {
    const sku = { ...inStock(blouse), price: 79.9, pricePromotion: 63.92 };
    const promoted: Product = {
      ...blouse,
      skUs: [sku, ...(blouse.skUs ?? []).filter((s) => s.idSku !== sku.idSku)],
    };
    const withPromo = start({ product: dress, products: [sandal, promoted] });
    for (const event of choose(blouse.idProduct, sku)) withPromo.actor.send(event);
    withPromo.actor.send({ type: 'item.remove', idProduct: dress.idProduct });
    withPromo.actor.send({ type: 'item.add', idProduct: blouse.idProduct });
    expect(withPromo.context().totals).toEqual({ subTotal: 79.9, discount: 15.98, total: 63.92 });
  });
});

describe('buyTogetherMachine: buy and quote', () => {
  it('given fewer than 2 selected items, buy says to select the products', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'buy' });
    expect(emitted).toEqual([
      { type: 'alert', kind: 'error', title: 'Selecione os produtos que deseja comprar junto.' },
    ]);
  });

  it('given a valid bundle, buy asks the cart machine for a massive add of the chosen SKUs', () => {
    const { actor, emitted, item } = start();
    const sku = inStock(sandal);
    for (const event of choose(sandal.idProduct, sku)) actor.send(event);
    actor.send({ type: 'item.add', idProduct: sandal.idProduct });
    actor.send({ type: 'buy' });
    expect(emitted).toEqual([
      {
        type: 'cart.addMassive',
        items: [
          { idProduct: dress.idProduct, idSku: item(dress.idProduct)?.sku?.idSku, quantity: 1 },
          { idProduct: sandal.idProduct, idSku: sku.idSku, quantity: 1 },
        ],
      },
    ]);
  });

  it('given a valid bundle, quote opens the quote form with the selected products', () => {
    const { actor, emitted, item } = start();
    const sku = inStock(blouse);
    for (const event of choose(blouse.idProduct, sku)) actor.send(event);
    actor.send({ type: 'item.add', idProduct: blouse.idProduct });
    actor.send({ type: 'quote' });
    expect(emitted).toEqual([
      {
        type: 'quote.open',
        origin: 'buyTogether',
        products: [
          {
            idProduct: dress.idProduct,
            name: dress.name,
            image: dress.imageHome,
            idSku: item(dress.idProduct)?.sku?.idSku,
            hasVariations: true,
          },
          {
            idProduct: blouse.idProduct,
            name: blouse.name,
            image: blouse.imageHome,
            idSku: sku.idSku,
            hasVariations: true,
          },
        ],
      },
    ]);
  });

  it('given a selected item with a variation still missing, buy and quote ask for every variation', () => {
    // The dress's SKUs carry only their colour, so its size stays open.
    const dressWithoutSizes: Product = {
      ...dress,
      skUs: (dress.skUs ?? []).map((sku) => ({
        ...sku,
        variations: sku.variations.filter(
          (variation) => variation.idReference === dress.availableReferences?.[0]?.idReference,
        ),
      })),
    };
    const { actor, alerts } = start({ product: dressWithoutSizes, products: [sandal, blouse] });
    for (const event of choose(sandal.idProduct, inStock(sandal))) actor.send(event);
    actor.send({ type: 'item.add', idProduct: sandal.idProduct });
    actor.send({ type: 'buy' });
    actor.send({ type: 'quote' });
    expect(alerts()).toEqual([
      'Por favor, selecione as variações de todos os produtos antes de comprar.',
      'Por favor, selecione as variações de todos os produtos antes de orçar.',
    ]);
  });

  it('given a selected item whose chosen SKU has no stock, buy says a product is out of stock', () => {
    const soldOut = { ...inStock(sandal), stock: 0 };
    const sandalSoldOut: Product = {
      ...sandal,
      skUs: (sandal.skUs ?? []).map((sku) => (sku.idSku === soldOut.idSku ? soldOut : sku)),
    };
    const { actor, alerts, emitted } = start({ product: dress, products: [sandalSoldOut, blouse] });
    for (const event of choose(blouse.idProduct, inStock(blouse))) actor.send(event);
    actor.send({ type: 'item.add', idProduct: blouse.idProduct });
    for (const event of choose(sandal.idProduct, soldOut)) actor.send(event);
    actor.send({ type: 'item.add', idProduct: sandal.idProduct });
    actor.send({ type: 'buy' });
    expect(alerts()).toEqual([
      'Um ou mais produtos selecionados estão sem estoque. Por favor, altere a variação ou remova a seleção do produto.',
    ]);
    expect(emitted.some((event) => event.type === 'cart.addMassive')).toBe(false);
  });

  it('given replaced messages, they are used', () => {
    const { actor, alerts } = start({
      product: dress,
      messages: { buyTogetherMinItems: 'Escolha mais um.' },
    });
    actor.send({ type: 'buy' });
    expect(alerts()).toEqual(['Escolha mais um.']);
  });
});
