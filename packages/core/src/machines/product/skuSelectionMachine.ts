import { assign, emit, enqueueActions, setup } from 'xstate';
import { checkStockWithCart } from '../../rules/checkStockWithCart';
import { initialSku } from '../../rules/initialSku';
import { skuChoices } from '../../rules/internal/skuChoices';
import { normalizeQuantity } from '../../rules/normalizeQuantity';
import {
  type ProductGroupingDisplay,
  type ProductGroupingOption,
  productGroupingOptions,
} from '../../rules/productGroupingOptions';
import { type RuleMessages, ruleMessages } from '../../rules/ruleMessages';
import { selectVariation } from '../../rules/selectVariation';
import type { ChosenVariations } from '../../rules/types';
import type { ProductDetail } from '../../schemas/productDetailSchema';
import type { Product } from '../../schemas/productSchema';
import type { Reference } from '../../schemas/referenceSchema';
import type { Sku } from '../../schemas/skuSchema';
import { type DerivedSkuState, deriveSkuState } from './deriveSkuState';
import type {
  AlertMeCloseEvent,
  AlertMeOpenEvent,
  CartAddRequest,
  ProductFlowAlert,
  QuoteOpenEvent,
} from './types';

/** A product as a card or the detail page holds it; `productGrouping` only comes with the detail. */
export type SkuSelectionProduct = Product & Partial<Pick<ProductDetail, 'productGrouping'>>;

/** The input of `skuSelectionMachine`. */
export interface SkuSelectionInput {
  product: SkuSelectionProduct;
  /** Where the picker lives: it picks the stock message ('Temos apenas {n} em estoque.' on a card). */
  context: 'card' | 'detail';
  /** The SKUs; `undefined` to use `product.skUs`. */
  skus?: readonly Sku[] | undefined;
  /** The references; `undefined` to use `product.availableReferences`. */
  references?: readonly Reference[] | undefined;
  /** Whether the variations are shown (a card without the purchase facilitator hides them); default true. */
  variationsVisible?: boolean | undefined;
  /** Units of this product already in the cart, when known; default 0. */
  inCart?: number | undefined;
  /** Replaces some of the pt-BR texts of `ruleMessages`. */
  messages?: Partial<RuleMessages> | undefined;
}

/** The grouped products ("Outras Cores") of a detail page. */
export interface SkuSelectionGrouping {
  display: ProductGroupingDisplay;
  name: string;
  options: ProductGroupingOption[];
}

/** The state a card or detail page renders: the derived SKU state plus the choices and the quantity. */
export interface SkuSelectionContext extends DerivedSkuState {
  product: SkuSelectionProduct;
  skus: readonly Sku[];
  references: readonly Reference[];
  context: 'card' | 'detail';
  variationsVisible: boolean;
  chosen: ChosenVariations;
  /** Always an integer between 1 and the stock (1 when the stock is 0 or unknown). */
  quantity: number;
  /** Why the quantity was last changed by the rules; `undefined` when the shopper's value was kept. */
  quantityMessage: string | undefined;
  inCart: number;
  /** The grouped products; `undefined` when the product has no grouping. */
  grouping: SkuSelectionGrouping | undefined;
  messages: RuleMessages;
}

/** What the shopper does on a card or detail page. */
export type SkuSelectionEvent =
  | { type: 'variation.select'; idReference: number; idVariation: number }
  /** The typed text (or a number): invalid or non-positive input resets to 1. */
  | { type: 'quantity.set'; value: string | number }
  | { type: 'quantity.increment' }
  | { type: 'quantity.decrement' }
  /** The cart now holds `inCart` units of this product. */
  | { type: 'cart.changed'; inCart: number }
  | { type: 'buy' }
  /** The sold-out control was used: open the back-in-stock form. */
  | { type: 'notify' }
  /** The budget button was used: open the quote form. */
  | { type: 'quote' };

/** What the machine emits: alerts, the add request for the cart machine, and the forms' open/close requests. */
export type SkuSelectionEmitted =
  | ProductFlowAlert
  | CartAddRequest
  | AlertMeOpenEvent
  | AlertMeCloseEvent
  | QuoteOpenEvent;

const errorAlert = (title: string): ProductFlowAlert => ({ type: 'alert', kind: 'error', title });

function deriveFrom(
  context: Pick<SkuSelectionContext, 'product' | 'skus' | 'references' | 'variationsVisible'>,
  chosen: ChosenVariations,
) {
  return deriveSkuState(context.product, context.skus, context.references, chosen, context.variationsVisible);
}

/** The quantity a typed value becomes: 1..9999, then capped by the stock minus what the cart holds. */
function ruleQuantity(
  context: SkuSelectionContext,
  value: string | number,
): { value: number; message: string | undefined } {
  const normalized = normalizeQuantity(value, { previous: context.quantity, messages: context.messages });
  if (normalized.message !== undefined || context.stock === undefined) {
    return { value: normalized.value, message: normalized.message };
  }
  const capped = checkStockWithCart(normalized.value, context.stock, context.inCart, {
    context: context.context,
    messages: context.messages,
  });
  return { value: capped.value, message: capped.message };
}

/** The context the machine starts with, but its texts (`messages`). */
function startingContext(input: SkuSelectionInput): Omit<SkuSelectionContext, 'messages'> {
  const skus = input.skus ?? input.product.skUs ?? [];
  const references = input.references ?? input.product.availableReferences ?? [];
  const variationsVisible = input.variationsVisible ?? true;
  const first = initialSku(skus);
  const chosen: ChosenVariations = first ? skuChoices(first, references) : {};
  const base = { product: input.product, skus, references, variationsVisible };
  const grouping = input.product.productGrouping;
  // `Object.assign`, not `{ ...base, ...derived, context… }`: properties written after a spread take a slow path
  // in Node 20's V8 (about 2 µs each), and a server render starts one of these per product card.
  return Object.assign({}, base, deriveFrom(base, chosen), {
    context: input.context,
    chosen,
    quantity: 1,
    quantityMessage: undefined,
    inCart: Math.max(0, Math.round(input.inCart ?? 0)),
    grouping: grouping ? productGroupingOptions(grouping, input.product.idProduct) : undefined,
  });
}

/** Which buy area the choices lead to: the decision of the machine's `evaluating` state. */
export type SkuSelectionArea = 'quoteOnly' | 'incomplete' | 'soldOut' | 'purchasable';

function buyArea(context: Pick<SkuSelectionContext, 'buyControl' | 'resolution'>): SkuSelectionArea {
  if (context.buyControl === 'quote') return 'quoteOnly';
  if (context.resolution === 'incomplete') return 'incomplete';
  if (context.buyControl !== 'buy') return 'soldOut';
  return 'purchasable';
}

/**
 * The state `skuSelectionMachine` starts in for `input`, computed without an actor: its context (but the texts,
 * which only its messages use) and the state it settles in (`quoteOnly`, `incomplete`, `soldOut` or
 * `purchasable`). For a render that never changes (a server render): what it shows is what the machine would
 * show before any event, at a fraction of the cost of creating the actor.
 * @example
 * declare const product: SkuSelectionProduct;
 * const { context, value } = initialSkuSelection({ product, context: 'card' });
 * value === 'purchasable' && context.price;
 */
export function initialSkuSelection(input: Omit<SkuSelectionInput, 'messages'>): {
  context: Omit<SkuSelectionContext, 'messages'>;
  value: SkuSelectionArea;
} {
  const context = startingContext(input);
  return { context, value: buyArea(context) };
}

/**
 * The variation and quantity picker of a product card or detail page. It opens on the spec's initial SKU (the
 * visible in-stock standard SKU, else the first visible in-stock SKU, else the first), resolves a SKU once every
 * reference is chosen (a missing combination is rebuilt from the first SKU with the clicked variation; no match
 * means stock 0), keeps the quantity within 1..stock, and switches between buying and the back-in-stock alert.
 * It does no I/O: `buy` emits `{ type: 'cart.add', idProduct, idSku, quantity }` for the cart machine,
 * `notify` emits `alertMe.open`, `quote` emits `quote.open`, and every message is an emitted `alert`.
 */
export const skuSelectionMachine = setup({
  types: {
    input: {} as SkuSelectionInput,
    context: {} as SkuSelectionContext,
    events: {} as SkuSelectionEvent,
    emitted: {} as SkuSelectionEmitted,
  },
  actions: {
    applyVariation: assign(({ context, event }) => {
      if (event.type !== 'variation.select') return {};
      const picked = selectVariation(
        { skus: context.skus, references: context.references, chosen: context.chosen },
        { idReference: event.idReference, idVariation: event.idVariation },
      );
      return {
        ...deriveFrom(context, picked.chosen),
        chosen: picked.chosen,
        quantity: picked.quantity,
        quantityMessage: undefined,
      };
    }),
    applyTypedQuantity: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'quantity.set' && event.type !== 'quantity.increment') return;
      const typed = event.type === 'quantity.set' ? event.value : context.quantity + 1;
      const { value, message } = ruleQuantity(context, typed);
      enqueue.assign({ quantity: value, quantityMessage: message });
      if (message !== undefined) enqueue.emit(errorAlert(message));
    }),
    decrementQuantity: assign(({ context }) => ({
      quantity: Math.max(1, context.quantity - 1),
      quantityMessage: undefined,
    })),
    setInCart: assign(({ event }) => {
      if (event.type !== 'cart.changed') return {};
      return { inCart: Number.isFinite(event.inCart) ? Math.max(0, Math.round(event.inCart)) : 0 };
    }),
    requestCartAdd: emit(
      ({ context }): CartAddRequest => ({
        type: 'cart.add',
        idProduct: context.product.idProduct,
        idSku: context.idSku,
        quantity: context.quantity,
      }),
    ),
    reportCartStock: enqueueActions(({ context, enqueue }) => {
      // The stock is known here (a SKU is resolved or there are no variations).
      const check = checkStockWithCart(context.quantity, context.stock ?? 0, context.inCart, {
        context: context.context,
        messages: context.messages,
      });
      enqueue.assign({ quantity: check.value, quantityMessage: check.message });
      if (check.message !== undefined) enqueue.emit(errorAlert(check.message));
    }),
    reportMissingSku: emit(({ context }) => errorAlert(context.messages.noSkuOnBuy)),
    requestAlertMe: emit(
      ({ context }): AlertMeOpenEvent => ({
        type: 'alertMe.open',
        product: {
          idProduct: context.product.idProduct,
          name: context.product.name,
          image: context.product.imageHome,
          idSku: context.resolution === 'found' ? context.idSku : null,
          hasVariations: context.resolution !== 'no-variations',
        },
        origin: context.context,
      }),
    ),
    closeAlertMe: emit({ type: 'alertMe.close' } satisfies AlertMeCloseEvent),
    requestQuote: emit(
      ({ context }): QuoteOpenEvent => ({
        type: 'quote.open',
        products: [
          {
            idProduct: context.product.idProduct,
            name: context.product.name,
            image: context.product.imageHome,
            idSku:
              context.resolution === 'found' || context.resolution === 'no-variations' ? context.idSku : null,
            hasVariations: context.resolution !== 'no-variations',
          },
        ],
        origin: context.context,
      }),
    ),
  },
  guards: {
    isPriceOnRequest: ({ context }) => buyArea(context) === 'quoteOnly',
    isIncomplete: ({ context }) => buyArea(context) === 'incomplete',
    isSoldOut: ({ context }) => buyArea(context) === 'soldOut',
    stockCoversCart: ({ context }) =>
      checkStockWithCart(context.quantity, context.stock ?? 0, context.inCart, { context: context.context })
        .ok,
  },
}).createMachine({
  id: 'skuSelection',
  context: ({ input }) => ({
    ...startingContext(input),
    messages: { ...ruleMessages, ...input.messages },
  }),
  initial: 'evaluating',
  on: {
    'variation.select': { target: '.evaluating', actions: 'applyVariation' },
    'cart.changed': { actions: 'setInCart' },
    quote: { actions: 'requestQuote' },
  },
  states: {
    /** Decides which buy area to show for the current choices. */
    evaluating: {
      always: [
        { guard: 'isPriceOnRequest', target: 'quoteOnly' },
        { guard: 'isIncomplete', target: 'incomplete' },
        { guard: 'isSoldOut', target: 'soldOut' },
        { target: 'purchasable' },
      ],
    },
    /** Type 3: 'Sob consulta' and a budget button instead of the buy button. */
    quoteOnly: {},
    /** Some reference has no choice: no SKU, no stock, buying asks for the variations. */
    incomplete: {
      on: {
        'quantity.set': { actions: 'applyTypedQuantity' },
        'quantity.increment': { actions: 'applyTypedQuantity' },
        'quantity.decrement': { actions: 'decrementQuantity' },
        buy: { actions: 'reportMissingSku' },
        notify: { actions: 'requestAlertMe' },
      },
    },
    /** Out of stock (or no SKU for the combination): the back-in-stock control replaces the buy button. */
    soldOut: {
      on: {
        'variation.select': { target: 'leavingSoldOut', actions: 'applyVariation' },
        notify: { actions: 'requestAlertMe' },
      },
    },
    /** A variation was chosen while sold out: an in-stock choice reverts the switch and closes the alert form. */
    leavingSoldOut: {
      always: [
        { guard: 'isPriceOnRequest', target: 'quoteOnly' },
        { guard: 'isIncomplete', target: 'incomplete' },
        { guard: 'isSoldOut', target: 'soldOut' },
        { target: 'purchasable', actions: 'closeAlertMe' },
      ],
    },
    /** In stock: quantity within 1..stock, and buying asks the cart machine to add. */
    purchasable: {
      on: {
        'quantity.set': { actions: 'applyTypedQuantity' },
        'quantity.increment': { actions: 'applyTypedQuantity' },
        'quantity.decrement': { actions: 'decrementQuantity' },
        buy: [{ guard: 'stockCoversCart', actions: 'requestCartAdd' }, { actions: 'reportCartStock' }],
      },
    },
  },
});
