import { assign, emit, setup } from 'xstate';
import { canTickConjunct } from '../../rules/canTickConjunct';
import { type ConjunctTotals, conjunctTotals } from '../../rules/conjunctTotals';
import { initialSku } from '../../rules/initialSku';
import { skuChoices } from '../../rules/internal/skuChoices';
import { selectVariation } from '../../rules/selectVariation';
import type { ChosenVariations, PricedLike } from '../../rules/types';
import type { Product } from '../../schemas/productSchema';
import type { Reference } from '../../schemas/referenceSchema';
import type { Sku } from '../../schemas/skuSchema';
import { type DerivedSkuState, deriveSkuState } from './deriveSkuState';
import { type ProductFlowMessages, productFlowMessages } from './productFlowMessages';
import type { ProductFlowAlert } from './types';

/** The input of `conjunctMachine`. */
export interface ConjunctInput {
  /** The conjunct product; its `conjunctProducts` are the items to tick. */
  product: Product;
  /** The totals before any tick (e.g. the main product's); default all 0. */
  base?: ConjunctTotals | undefined;
  /** Replaces some texts of `productFlowMessages`. */
  messages?: Partial<ProductFlowMessages> | undefined;
}

/** One conjunct item: its own variation choice, whether it can be ticked and whether it is. */
export interface ConjunctEntry extends DerivedSkuState {
  product: Product;
  skus: readonly Sku[];
  references: readonly Reference[];
  chosen: ChosenVariations;
  /** The chosen SKU (or the product without variations) has stock. */
  canTick: boolean;
  /** The price added to the totals when ticked; `undefined` while unticked. */
  ticked: PricedLike | undefined;
}

/** What the conjunct block holds. */
export interface ConjunctContext {
  items: ConjunctEntry[];
  /** Subtotal, discount and total with the ticked items, each never below 0. */
  totals: ConjunctTotals;
  messages: ProductFlowMessages;
}

/** What the shopper does with the conjunct items. */
export type ConjunctEvent =
  | { type: 'item.tick'; idProduct: number }
  | { type: 'item.untick'; idProduct: number }
  | { type: 'variation.select'; idProduct: number; idReference: number; idVariation: number };

function tickable(state: DerivedSkuState, product: Product): boolean {
  if (state.resolution === 'found') return canTickConjunct(state.sku);
  if (state.resolution === 'no-variations') return canTickConjunct(state.sku ?? product);
  return false;
}

function entry(product: Product, chosen?: ChosenVariations): ConjunctEntry {
  const skus = product.skUs ?? [];
  const references = product.availableReferences ?? [];
  const first = initialSku(skus);
  const choices = chosen ?? (first ? skuChoices(first, references) : {});
  const state = deriveSkuState(product, skus, references, choices, true);
  return {
    ...state,
    product,
    skus,
    references,
    chosen: choices,
    canTick: tickable(state, product),
    ticked: undefined,
  };
}

const priceOf = (item: ConjunctEntry): PricedLike => ({
  price: item.price,
  pricePromotion: item.pricePromotion,
});
const findItem = (items: readonly ConjunctEntry[], idProduct: number) =>
  items.find((item) => item.product.idProduct === idProduct);

/**
 * The conjunct items of a detail page: each item has its own variation choice and can be ticked only when its
 * chosen SKU has stock. Ticking adds its price to the subtotal, its promotion saving to the discount and its
 * price paid to the total; unticking removes exactly what was added, never below 0. Changing a ticked item's
 * variation swaps its price, or unticks it when the new SKU has no stock.
 */
export const conjunctMachine = setup({
  types: {
    input: {} as ConjunctInput,
    context: {} as ConjunctContext,
    events: {} as ConjunctEvent,
    emitted: {} as ProductFlowAlert,
  },
  actions: {
    tick: assign(({ context, event }) => {
      if (event.type !== 'item.tick') return {};
      const item = findItem(context.items, event.idProduct);
      if (!item || item.ticked) return {};
      const price = priceOf(item);
      return {
        items: context.items.map((other) => (other === item ? { ...other, ticked: price } : other)),
        totals: conjunctTotals(context.totals, [{ item: price, ticked: true }]),
      };
    }),
    untick: assign(({ context, event }) => {
      if (event.type !== 'item.untick') return {};
      const item = findItem(context.items, event.idProduct);
      if (!item?.ticked) return {};
      return {
        items: context.items.map((other) => (other === item ? { ...other, ticked: undefined } : other)),
        totals: conjunctTotals(context.totals, [{ item: item.ticked, ticked: false }]),
      };
    }),
    applyVariation: assign(({ context, event }) => {
      if (event.type !== 'variation.select') return {};
      let totals = context.totals;
      const items = context.items.map((item) => {
        if (item.product.idProduct !== event.idProduct) return item;
        const picked = selectVariation(item, {
          idReference: event.idReference,
          idVariation: event.idVariation,
        });
        const next = entry(item.product, picked.chosen);
        if (!item.ticked) return next;
        totals = conjunctTotals(totals, [{ item: item.ticked, ticked: false }]);
        if (!next.canTick) return next;
        const price = priceOf(next);
        totals = conjunctTotals(totals, [{ item: price, ticked: true }]);
        return { ...next, ticked: price };
      });
      return { items, totals };
    }),
    reportNotTickable: emit(({ context, event }): ProductFlowAlert => {
      const item = event.type === 'item.tick' ? findItem(context.items, event.idProduct) : undefined;
      const title =
        item?.resolution === 'incomplete' ? context.messages.variationsFirst : context.messages.soldOut;
      return { type: 'alert', kind: 'error', title };
    }),
  },
  guards: {
    canTickItem: ({ context, event }) =>
      event.type === 'item.tick' && findItem(context.items, event.idProduct)?.canTick === true,
  },
}).createMachine({
  id: 'conjunct',
  context: ({ input }) => {
    const base = input.base ?? { subTotal: 0, discount: 0, total: 0 };
    return {
      items: (input.product.conjunctProducts ?? []).map((product) => entry(product)),
      // Normalised through the rule so a negative base never shows.
      totals: conjunctTotals(base, []),
      messages: { ...productFlowMessages, ...input.messages },
    };
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'item.tick': [{ guard: 'canTickItem', actions: 'tick' }, { actions: 'reportNotTickable' }],
        'item.untick': { actions: 'untick' },
        'variation.select': { actions: 'applyVariation' },
      },
    },
  },
});
