import {
  initialSkuSelection,
  type Reference,
  type Sku,
  type SkuSelectionContext,
  type SkuSelectionProduct,
  type StorefrontEvent,
  skuSelectionMachine,
} from '@vitrine/core';
import { shallowEqual } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Actor, createActor, type EventFrom, type SnapshotFrom } from 'xstate';
import { useStorefront } from '../provider/useStorefront';
import { useFlowSelector } from './useFlowSelector';

/** Options of `useSkuSelection`; all are read once, on mount, except `inCart`. */
export interface UseSkuSelectionOptions {
  /** Where the picker lives: 'card' or 'detail' (default); it picks the stock and missing-variation texts. */
  readonly context?: 'card' | 'detail' | undefined;
  /** The SKUs; `undefined` uses `product.skUs`. */
  readonly skus?: readonly Sku[] | undefined;
  /** The references; `undefined` uses `product.availableReferences`. */
  readonly references?: readonly Reference[] | undefined;
  /** Whether the variations are shown (a card without the purchase facilitator hides them); default true. */
  readonly variationsVisible?: boolean | undefined;
  /** Units of this product in the cart (caps the quantity); followed while mounted; default 0. */
  readonly inCart?: number | undefined;
}

/** Which buy area to show: buy button, 'Sob consulta' + budget, choose-the-variations, or back-in-stock. */
export type SkuBuyArea = 'purchasable' | 'quoteOnly' | 'incomplete' | 'soldOut';

/**
 * What `useSkuSelection` returns: the derived SKU state (`variations`: each reference's buttons with their names,
 * `sku`, `idSku`, `stock`, `price`, `quantity`…) and the shopper's commands.
 */
export interface SkuSelectionFlow
  extends Omit<SkuSelectionContext, 'messages' | 'product' | 'skus' | 'references'> {
  readonly area: SkuBuyArea;
  selectVariation(idReference: number, idVariation: number): void;
  /** The typed quantity (text or number): invalid or non-positive input becomes 1, the stock caps it. */
  setQuantity(value: string | number): void;
  increment(): void;
  decrement(): void;
  /** Publishes `cart.add` on the bus when purchasable (see below); otherwise the spec's error alert. */
  buy(): void;
  /** The sold-out control: publishes `alertMe.open` (the page's `useAlertMe` opens). */
  notify(): void;
  /** The budget button: publishes `quote.open` (the page's `useQuote` opens). */
  quote(): void;
}

const areaOf = (value: unknown): SkuBuyArea =>
  value === 'leavingSoldOut' || value === 'evaluating' ? 'soldOut' : (value as SkuBuyArea);

/**
 * The variation and quantity picker of a product card or detail page over core's `skuSelectionMachine`.
 * It does no I/O. Bus contract (what it publishes on the provider's bus):
 * - `buy()` → `{ type: 'cart.add', idProduct, idSku, quantity }`: a REQUEST to add (idSku `null` for a product
 *   without SKUs; quantity already checked against stock and `inCart`). The cart flow (`useCart`) subscribes to
 *   it, performs the add and its alerts, and reports the result with `cart.changed` (never `cart.add` again);
 * - `notify()` → `alertMe.open` with the product; an in-stock variation chosen later → `alertMe.close`;
 * - `quote()` → `quote.open` with the product and its SKU;
 * - every message ('Temos apenas {n} em estoque.'...) → `alert`, shown by `useAlerts`.
 * Key the component by product: the product is read once. On a server (no `window`) it creates no actor: it
 * renders the state the machine starts in (core's `initialSkuSelection`). In the browser it shows that same state
 * (so hydration matches) and creates the actor only on the shopper's first command (a page of cards creates
 * none until one is used); from then on it follows the actor. `inCart` is followed either way.
 * @example
 * declare const product: SkuSelectionProduct;
 * const sku = useSkuSelection(product, { context: 'card' });
 * // `sku.variations`: each reference's buttons, with their name and how they stand (chosen, exists, inStock).
 * sku.variations.map((ref) => ref.variations.map((v) => (
 *   <button key={v.idVariation} aria-pressed={v.chosen} disabled={!v.exists}
 *     onClick={() => sku.selectVariation(ref.idReference, v.idVariation)}>{v.name}</button>
 * )))
 * sku.area === 'purchasable' && <button onClick={sku.buy}>Comprar</button>
 */
export function useSkuSelection(
  product: SkuSelectionProduct,
  options?: UseSkuSelectionOptions,
): SkuSelectionFlow {
  // The same one on every render of a process: a server never has a `window`, a browser always has one.
  const useSelection = typeof window === 'undefined' ? useServerSkuSelection : useLiveSkuSelection;
  return useSelection(product, options);
}

/** The commands of a server render: it renders once and never receives an event, so they do nothing. */
const inertCommands = {
  selectVariation: () => {},
  setQuantity: () => {},
  increment: () => {},
  decrement: () => {},
  buy: () => {},
  notify: () => {},
  quote: () => {},
} satisfies Omit<SkuSelectionFlow, keyof SkuSelectionContext | 'area'>;

/** The machine's input from the hook's arguments, but the texts: the same on the server and in the browser. */
function selectionInput(product: SkuSelectionProduct, options: UseSkuSelectionOptions | undefined) {
  return {
    product,
    context: options?.context ?? 'detail',
    skus: options?.skus,
    references: options?.references,
    variationsVisible: options?.variationsVisible,
    inCart: options?.inCart,
  };
}

/** The flow of a server render from the hook's arguments: the machine's starting state and inert commands. */
function serverFlow(
  product: SkuSelectionProduct,
  options: UseSkuSelectionOptions | undefined,
): SkuSelectionFlow {
  const { context, value } = initialSkuSelection(selectionInput(product, options));
  return Object.assign(shownOf(context, value), inertCommands);
}

/** Freezes a flow and the arrays and plain objects it holds (a shared flow can be read, never changed). */
function deepFrozen<Value>(value: Value): Value {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  for (const member of Object.values(value)) deepFrozen(member);
  return Object.freeze(value);
}

/**
 * The server flows of frozen products, by product and the options that shape them (context, variations shown):
 * a server's catalogue answers are frozen and shared from one page to the next (core's `createParsedReplyCache`),
 * so each card's starting state is derived once, not on every render. Held weakly by the product, at most six per
 * product; nothing of a shopper in them (units in the cart and given lists are never kept).
 */
const sharedServerFlows = new WeakMap<SkuSelectionProduct, Map<string, SkuSelectionFlow>>();

function sharedServerFlow(
  product: SkuSelectionProduct,
  options: UseSkuSelectionOptions | undefined,
): SkuSelectionFlow {
  if (!Object.isFrozen(product) || options?.skus || options?.references || options?.inCart)
    return serverFlow(product, options);
  const key = `${options?.context ?? 'detail'}:${options?.variationsVisible}`;
  let flows = sharedServerFlows.get(product);
  if (!flows) {
    flows = new Map();
    sharedServerFlows.set(product, flows);
  }
  let flow = flows.get(key);
  if (!flow) {
    flow = deepFrozen(serverFlow(product, options));
    flows.set(key, flow);
  }
  return flow;
}

/**
 * On the server: the machine's starting state (`initialSkuSelection`), with no actor created. The browser
 * hydrates the same HTML from its live actor, which starts in that very state. For a frozen product (the
 * server's shared catalogue answers) the flow is derived once and shared, frozen.
 */
export function useServerSkuSelection(
  product: SkuSelectionProduct,
  options?: UseSkuSelectionOptions,
): SkuSelectionFlow {
  // Read once, like the live flow's input.
  const [flow] = useState(() => sharedServerFlow(product, options));
  return flow;
}

/** The events the machine emits, all published on the bus. */
const emittedToBus = ['alert', 'cart.add', 'alertMe.open', 'alertMe.close', 'quote.open'] as const;

type SkuSelectionActor = Actor<typeof skuSelectionMachine>;
type ShownSelection = Omit<SkuSelectionFlow, keyof typeof inertCommands>;

/** The context but the product, its lists and the texts, with the area: what the hook shows of a state. */
function shownOf(context: Omit<SkuSelectionContext, 'messages'>, value: unknown): ShownSelection {
  // Copied key by key (in Node 20's V8, properties written after a spread, `{ ...shown, area }`, take a slow path).
  const shown: Record<string, unknown> = {};
  for (const key in context)
    if (key !== 'product' && key !== 'skus' && key !== 'references' && key !== 'messages')
      shown[key] = context[key as keyof typeof context];
  shown.area = areaOf(value);
  return shown as unknown as ShownSelection;
}

/** The live actor's state as the hook shows it; nothing before the actor exists. */
const selectShown = (snapshot: SnapshotFrom<typeof skuSelectionMachine> | undefined) =>
  snapshot ? shownOf(snapshot.context, snapshot.value) : undefined;

/** Units in the cart as the machine keeps them (`cart.changed`): a whole number from 0, 0 for non-numbers. */
const cartUnits = (inCart: number) => (Number.isFinite(inCart) ? Math.max(0, Math.round(inCart)) : 0);

/**
 * In the browser: until the shopper's first command, the state the machine starts in (`initialSkuSelection`,
 * what the server rendered, so hydration matches) with no actor; the first command creates and starts the
 * machine's actor, sends itself to it, and from then on the hook follows the actor, whose events reach the bus.
 * A page of cards thus creates no actor until one is used.
 */
export function useLiveSkuSelection(
  product: SkuSelectionProduct,
  options?: UseSkuSelectionOptions,
): SkuSelectionFlow {
  const { messages, bus } = useStorefront();
  // Read once, like the actor's input.
  const [start] = useState(() => {
    const input = selectionInput(product, options);
    const { context, value } = initialSkuSelection(input);
    return { input, shown: shownOf(context, value) };
  });
  const [actor, setActor] = useState<SkuSelectionActor | undefined>(undefined);
  // The one actor, once created: commands of any render (an older one included) send to it.
  const created = useRef<SkuSelectionActor | undefined>(undefined);

  // What the cart holds, followed: before the actor, in the state shown (and given to the actor when created);
  // then sent to the actor, as `cart.changed`. `undefined` keeps the last count.
  const inCart = options?.inCart;
  const [units, setUnits] = useState(start.shown.inCart);
  if (actor === undefined && inCart !== undefined && cartUnits(inCart) !== units) setUnits(cartUnits(inCart));
  useEffect(() => {
    if (actor !== undefined && inCart !== undefined) actor.send({ type: 'cart.changed', inCart });
  }, [actor, inCart]);

  const live = useFlowSelector(actor, selectShown, shallowEqual);
  const initial = useMemo(
    (): ShownSelection => (units === start.shown.inCart ? start.shown : { ...start.shown, inCart: units }),
    [start, units],
  );
  const state = live ?? initial;

  const rules = messages.rules;
  const commands = useMemo(() => {
    const send = (event: EventFrom<typeof skuSelectionMachine>) => {
      let current = created.current;
      if (current === undefined) {
        current = createActor(skuSelectionMachine, {
          input: { ...start.input, inCart: units, messages: rules },
        });
        // Subscribed before the first event, so what it emits reaches the bus too.
        for (const type of emittedToBus) current.on(type, (event) => bus.publish(event as StorefrontEvent));
        current.start();
        created.current = current;
        setActor(current);
      }
      current.send(event);
    };
    return {
      selectVariation: (idReference: number, idVariation: number) =>
        send({ type: 'variation.select', idReference, idVariation }),
      setQuantity: (value: string | number) => send({ type: 'quantity.set', value }),
      increment: () => send({ type: 'quantity.increment' }),
      decrement: () => send({ type: 'quantity.decrement' }),
      buy: () => send({ type: 'buy' }),
      notify: () => send({ type: 'notify' }),
      quote: () => send({ type: 'quote' }),
    };
  }, [start, units, rules, bus]);
  return useMemo(() => Object.assign({}, state, commands), [state, commands]);
}
