import { type ConjunctInput, conjunctMachine, type Product, type ProductFlowAlert } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fixtures as F, sandboxProduct } from '../testing/sandboxProduct';

const pans = sandboxProduct(F.conjunct.urlFriendly);
const [pan, casserole, pot] = pans.conjunctProducts ?? [];
if (!pan || !casserole || !pot) throw new Error('The sandbox conjunct fixture must have three components.');
const shirt = sandboxProduct(F.productWithVariations.urlFriendly);

function start(input: ConjunctInput = { product: pans }) {
  const actor = createActor(conjunctMachine, { input });
  const alerts: ProductFlowAlert[] = [];
  actor.on('alert', (event) => alerts.push(event));
  actor.start();
  const context = () => actor.getSnapshot().context;
  const item = (idProduct: number) => context().items.find((entry) => entry.product.idProduct === idProduct);
  return { actor, alerts, context, item };
}

describe('conjunctMachine', () => {
  it('ticking in-stock items adds them to subtotal, discount and total; unticking removes them', () => {
    const { actor, context } = start();
    expect(context().totals).toEqual({ subTotal: 0, discount: 0, total: 0 });
    actor.send({ type: 'item.tick', idProduct: pan.idProduct });
    actor.send({ type: 'item.tick', idProduct: pot.idProduct });
    expect(context().totals).toEqual({ subTotal: 249.8, discount: 0, total: 249.8 });
    actor.send({ type: 'item.untick', idProduct: pan.idProduct });
    expect(context().totals).toEqual({ subTotal: 119.9, discount: 0, total: 119.9 });
  });

  it('given an item without stock, it cannot be ticked: "Esgotado" and the totals stay', () => {
    const { actor, context, item, alerts } = start();
    expect(item(casserole.idProduct)?.canTick).toBe(false);
    actor.send({ type: 'item.tick', idProduct: casserole.idProduct });
    expect(item(casserole.idProduct)?.ticked).toBeUndefined();
    expect(context().totals).toEqual({ subTotal: 0, discount: 0, total: 0 });
    expect(alerts).toEqual([{ type: 'alert', kind: 'error', title: 'Esgotado' }]);
  });

  it('ticking twice adds once, and unticking what is not ticked changes nothing (never below 0)', () => {
    const { actor, context } = start({ product: pans, base: { subTotal: -5, discount: -1, total: -5 } });
    expect(context().totals).toEqual({ subTotal: 0, discount: 0, total: 0 });
    actor.send({ type: 'item.tick', idProduct: pan.idProduct });
    actor.send({ type: 'item.tick', idProduct: pan.idProduct });
    expect(context().totals.total).toBe(129.9);
    actor.send({ type: 'item.untick', idProduct: pot.idProduct });
    actor.send({ type: 'item.untick', idProduct: pan.idProduct });
    actor.send({ type: 'item.untick', idProduct: pan.idProduct });
    expect(context().totals).toEqual({ subTotal: 0, discount: 0, total: 0 });
  });

  it('given a promotion, its saving goes to the discount', () => {
    const promoted: Product = { ...pans, conjunctProducts: [{ ...pan, price: 100, pricePromotion: 80 }] };
    const { actor, context } = start({ product: promoted, base: { subTotal: 50, discount: 0, total: 50 } });
    actor.send({ type: 'item.tick', idProduct: pan.idProduct });
    expect(context().totals).toEqual({ subTotal: 150, discount: 20, total: 130 });
  });

  describe('given a component with variations', () => {
    const priced: Product = {
      ...shirt,
      skUs: (shirt.skUs ?? []).map((sku) =>
        sku.idSku === 101806 ? { ...sku, price: 99.9, pricePromotion: 0 } : sku,
      ),
    };
    const kit: Product = { ...pans, conjunctProducts: [priced] };
    const pick = (idReference: number, idVariation: number) =>
      ({ type: 'variation.select', idProduct: shirt.idProduct, idReference, idVariation }) as const;

    it('changing a ticked item to another in-stock SKU swaps its price in the totals', () => {
      const { actor, context } = start({ product: kit });
      actor.send({ type: 'item.tick', idProduct: shirt.idProduct });
      expect(context().totals.total).toBe(89.9);
      actor.send(pick(1, 101));
      expect(context().items[0]?.sku?.idSku).toBe(101806);
      expect(context().totals).toEqual({ subTotal: 99.9, discount: 0, total: 99.9 });
    });

    it('changing a ticked item to a SKU without stock unticks it and removes its price', () => {
      const { actor, context } = start({ product: kit });
      actor.send({ type: 'item.tick', idProduct: shirt.idProduct });
      actor.send(pick(1, 101));
      actor.send(pick(2, 200));
      expect(context().items[0]?.canTick).toBe(false);
      expect(context().items[0]?.ticked).toBeUndefined();
      expect(context().totals).toEqual({ subTotal: 0, discount: 0, total: 0 });
    });

    it('changing an unticked item leaves the totals alone', () => {
      const { actor, context } = start({ product: kit });
      actor.send(pick(1, 101));
      expect(context().totals).toEqual({ subTotal: 0, discount: 0, total: 0 });
    });

    it('given its variations not all chosen, ticking says to choose them first', () => {
      const openSize: Product = {
        ...shirt,
        skUs: (shirt.skUs ?? []).map((sku) => ({
          ...sku,
          variations: sku.variations.filter((v) => v.idReference === 1),
        })),
      };
      const { actor, alerts, context } = start({ product: { ...pans, conjunctProducts: [openSize] } });
      actor.send({ type: 'item.tick', idProduct: shirt.idProduct });
      expect(alerts.map((alert) => alert.title)).toEqual(['Selecione primeiro as variações']);
      expect(context().totals.total).toBe(0);
    });
  });
});
