import { assign, emit, setup } from 'xstate';
import { type BuyTogetherItem, canBuyTogether } from '../../rules/canBuyTogether';
import { type ConjunctTotals, conjunctTotals } from '../../rules/conjunctTotals';
import { initialSku } from '../../rules/initialSku';
import { skuChoices } from '../../rules/internal/skuChoices';
import { type RuleMessages, ruleMessages } from '../../rules/ruleMessages';
import { selectVariation } from '../../rules/selectVariation';
import type { ChosenVariations } from '../../rules/types';
import type { Product } from '../../schemas/productSchema';
import type { Reference } from '../../schemas/referenceSchema';
import type { Sku } from '../../schemas/skuSchema';
import { type DerivedSkuState, deriveSkuState } from './deriveSkuState';
import { type ProductFlowMessages, productFlowMessages } from './productFlowMessages';
import type { CartAddMassiveRequest, ProductFlowAlert, QuoteOpenEvent } from './types';

/** The input of `buyTogetherMachine`. */
export interface BuyTogetherInput {
  /** The detail page's product: preselected, on its initial SKU. */
  product: Product & { buyTogether?: readonly Product[] | null | undefined };
  /** The products offered with it; `undefined` to use `product.buyTogether`. */
  products?: readonly Product[] | undefined;
  /** Replaces some texts of `ruleMessages` (buy-together checks) or `productFlowMessages`. */
  messages?: (Partial<RuleMessages> & Partial<ProductFlowMessages>) | undefined;
}

/** One buy-together card: its product, its own variation choice and whether it is in the bundle. */
export interface BuyTogetherEntry extends DerivedSkuState {
  product: Product;
  skus: readonly Sku[];
  references: readonly Reference[];
  chosen: ChosenVariations;
  selected: boolean;
  /** The detail page's own product. */
  isMain: boolean;
}

/** What the buy-together block holds. */
export interface BuyTogetherContext {
  items: BuyTogetherEntry[];
  /** Sums of the selected items (list price, promotion saving, price paid), never below 0. */
  totals: ConjunctTotals;
  messages: RuleMessages & ProductFlowMessages;
}

/** What the shopper does in the buy-together block. */
export type BuyTogetherEvent =
  | { type: 'item.add'; idProduct: number }
  | { type: 'item.remove'; idProduct: number }
  | { type: 'variation.select'; idProduct: number; idReference: number; idVariation: number }
  | { type: 'buy' }
  | { type: 'quote' };

/** What the machine emits: alerts, the massive add for the cart machine, and the quote form's open request. */
export type BuyTogetherEmitted = ProductFlowAlert | CartAddMassiveRequest | QuoteOpenEvent;

function entry(product: Product, isMain: boolean, chosen?: ChosenVariations): BuyTogetherEntry {
  const skus = product.skUs ?? [];
  const references = product.availableReferences ?? [];
  const first = isMain ? initialSku(skus) : undefined;
  const choices = chosen ?? (first ? skuChoices(first, references) : {});
  return {
    product,
    skus,
    references,
    chosen: choices,
    selected: isMain,
    isMain,
    ...deriveSkuState(product, skus, references, choices, true),
  };
}

function totalsOf(items: readonly BuyTogetherEntry[]): ConjunctTotals {
  return conjunctTotals(
    { subTotal: 0, discount: 0, total: 0 },
    items
      .filter((item) => item.selected)
      .map((item) => ({ item: { price: item.price, pricePromotion: item.pricePromotion }, ticked: true })),
  );
}

/** The items as the bundle rule reads them; a combination without a SKU counts as a SKU without stock. */
function bundleItems(items: readonly BuyTogetherEntry[]): BuyTogetherItem[] {
  return items.map((item) => ({
    selected: item.selected,
    hasVariations: item.resolution !== 'no-variations',
    sku: item.resolution === 'found' ? item.sku : item.resolution === 'not-found' ? { stock: 0 } : undefined,
    stock: item.product.stock,
    flagExhausted: item.product.flagExhausted,
  }));
}

const findItem = (items: readonly BuyTogetherEntry[], idProduct: number) =>
  items.find((item) => item.product.idProduct === idProduct);

const withItems = (items: BuyTogetherEntry[]) => ({ items, totals: totalsOf(items) });

/**
 * The buy-together block of a detail page: the page's product preselected, each offered product added or
 * removed with its own variation choice (an item with variations is added only once they resolve a SKU), and
 * the selected items' totals. `buy` and `quote` check the bundle (at least 2 items, every variation chosen, every
 * SKU in stock); then `buy` emits `cart.addMassive` for the cart machine and `quote` emits `quote.open`.
 */
export const buyTogetherMachine = setup({
  types: {
    input: {} as BuyTogetherInput,
    context: {} as BuyTogetherContext,
    events: {} as BuyTogetherEvent,
    emitted: {} as BuyTogetherEmitted,
  },
  actions: {
    addItem: assign(({ context, event }) => {
      if (event.type !== 'item.add') return {};
      return withItems(
        context.items.map((item) =>
          item.product.idProduct === event.idProduct ? { ...item, selected: true } : item,
        ),
      );
    }),
    removeItem: assign(({ context, event }) => {
      if (event.type !== 'item.remove') return {};
      return withItems(
        context.items.map((item) =>
          item.product.idProduct === event.idProduct ? { ...item, selected: false } : item,
        ),
      );
    }),
    applyVariation: assign(({ context, event }) => {
      if (event.type !== 'variation.select') return {};
      return withItems(
        context.items.map((item) => {
          if (item.product.idProduct !== event.idProduct) return item;
          const picked = selectVariation(item, {
            idReference: event.idReference,
            idVariation: event.idVariation,
          });
          return { ...entry(item.product, item.isMain, picked.chosen), selected: item.selected };
        }),
      );
    }),
    reportAddWithoutVariation: emit(
      ({ context }): ProductFlowAlert => ({
        type: 'alert',
        kind: 'error',
        title: context.messages.buyTogetherAddMissingVariation,
      }),
    ),
    reportBundleProblem: emit(({ context, event }): ProductFlowAlert => {
      const check = canBuyTogether(bundleItems(context.items), {
        mode: event.type === 'quote' ? 'quote' : 'buy',
        messages: context.messages,
      });
      return { type: 'alert', kind: 'error', title: check.ok ? '' : check.message };
    }),
    requestMassiveAdd: emit(
      ({ context }): CartAddMassiveRequest => ({
        type: 'cart.addMassive',
        items: context.items
          .filter((item) => item.selected)
          .map((item) => ({ idProduct: item.product.idProduct, idSku: item.idSku, quantity: 1 })),
      }),
    ),
    requestQuote: emit(
      ({ context }): QuoteOpenEvent => ({
        type: 'quote.open',
        products: context.items
          .filter((item) => item.selected)
          .map((item) => ({
            idProduct: item.product.idProduct,
            name: item.product.name,
            image: item.product.imageHome,
            idSku: item.idSku,
            hasVariations: item.resolution !== 'no-variations',
          })),
        origin: 'buyTogether',
      }),
    ),
  },
  guards: {
    lacksVariationChoice: ({ context, event }) => {
      if (event.type !== 'item.add') return false;
      return findItem(context.items, event.idProduct)?.resolution === 'incomplete';
    },
    isBundleValid: ({ context, event }) =>
      canBuyTogether(bundleItems(context.items), { mode: event.type === 'quote' ? 'quote' : 'buy' }).ok,
  },
}).createMachine({
  id: 'buyTogether',
  context: ({ input }) => {
    const offered = (input.products ?? input.product.buyTogether ?? []).filter(
      (product) => product.idProduct !== input.product.idProduct,
    );
    const items = [entry(input.product, true), ...offered.map((product) => entry(product, false))];
    return { ...withItems(items), messages: { ...ruleMessages, ...productFlowMessages, ...input.messages } };
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'item.add': [
          { guard: 'lacksVariationChoice', actions: 'reportAddWithoutVariation' },
          { actions: 'addItem' },
        ],
        'item.remove': { actions: 'removeItem' },
        'variation.select': { actions: 'applyVariation' },
        buy: [{ guard: 'isBundleValid', actions: 'requestMassiveAdd' }, { actions: 'reportBundleProblem' }],
        quote: [{ guard: 'isBundleValid', actions: 'requestQuote' }, { actions: 'reportBundleProblem' }],
      },
    },
  },
});
