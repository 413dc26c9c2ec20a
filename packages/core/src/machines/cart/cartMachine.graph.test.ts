import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { StoreApiError } from '../../client/StoreApiError';
import { effectivePrice } from '../../rules/effectivePrice';
import { isOutOfStock } from '../../rules/isOutOfStock';
import type { Cart } from '../../schemas/cartSchema';
import { type CartMachineContext, type CartMachineEmitted, cartMachine } from './cartMachine';
import { selectCartView } from './selectCartView';
import { cartLine, freightOption, serverCart, silentCartActor, unusedClient } from './testing/cartTestKit';

type Snapshot = SnapshotFrom<typeof cartMachine>;
/**
 * Every event the machine takes (the users' and its own timers') plus the done/error events of the invoked
 * actors, which a pure traversal must feed itself.
 */
type GraphEvent =
  | EventFromLogic<typeof cartMachine>
  | { type: `xstate.${'done' | 'error'}.actor.${string}`; output?: unknown; error?: unknown };

const start = serverCart([
  cartLine(1, { stock: 5 }),
  cartLine(2, { stock: 0, price: 30, pricePromotion: 20 }),
]);
const added = cartLine(3, { price: 19.9, stock: 4 });
const pac = freightOption(1, 15);
const failure = new StoreApiError({
  kind: 'http',
  status: 422,
  operation: 'cart.test',
  message: 'Falha do servidor.',
});

/** What the server answers to the operation in flight, computed from the confirmed cart. */
function serverReply(context: CartMachineContext): Cart {
  const confirmed = context.confirmedCart ?? start;
  const operation = context.current;
  const shipping = confirmed.totalShipping;
  const discount = Math.max(
    0,
    confirmed.items.reduce((sum, line) => sum + effectivePrice(line) * line.quantity, 0) +
      shipping -
      confirmed.total,
  );
  if (operation?.kind === 'changeQuantity') {
    const items = confirmed.items.map((line) =>
      line.idCartItem === operation.idCartItem ? { ...line, quantity: operation.quantity } : line,
    );
    return serverCart(items, { shipping, cartDiscount: discount });
  }
  if (operation?.kind === 'delete')
    return serverCart(
      confirmed.items.filter((line) => line.idCartItem !== operation.idCartItem),
      { shipping, cartDiscount: discount },
    );
  if (operation?.kind === 'clean') return serverCart([]);
  if (operation?.kind === 'code')
    return serverCart(confirmed.items, { shipping, cartDiscount: operation.action === 'apply' ? 500 : 0 });
  if (operation?.kind === 'saveFreight')
    return serverCart(confirmed.items, { shipping: operation.option.valueShipping, cartDiscount: discount });
  if (operation?.kind === 'cancelFreight') return serverCart(confirmed.items, { cartDiscount: discount });
  return confirmed;
}

function loadReply(context: CartMachineContext): Cart {
  const confirmed = context.confirmedCart ?? start;
  if (context.addChecks.length === 0 || confirmed.items.some((line) => line.idCartItem === added.idCartItem))
    return confirmed;
  return serverCart([...confirmed.items, added], { shipping: confirmed.totalShipping });
}

const done = (id: string, output: unknown): GraphEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string): GraphEvent => ({ type: `xstate.error.actor.${id}`, error: failure });

/** The user events of one generated graph; a graph per concern keeps each state space small and complete. */
type Scenario = 'lines' | 'pricing';

/** The events worth trying in a state: user events (bounded so the graph stays finite) and actor answers. */
function eventsFor(scenario: Scenario, snapshot: Snapshot): GraphEvent[] {
  const { context } = snapshot;
  const events: GraphEvent[] = [];
  if (context.confirmedCart && context.queue.length === 0) {
    events.push({ type: 'cart.changeQuantity', idCartItem: 1, quantity: 3 }, { type: 'checkout.start' });
    if (scenario === 'lines') {
      // One add awaiting its read at a time keeps the graph finite (double clicks are tested by hand).
      if (
        context.addChecks.length === 0 &&
        !context.confirmedCart.items.some((line) => line.idCartItem === added.idCartItem)
      )
        events.push({ type: 'cart.add', idProduct: added.idProduct, idSku: null, quantity: 1 });
      events.push(
        { type: 'cart.changeQuantity', idCartItem: 1, quantity: 99 },
        { type: 'cart.remove', idCartItem: 2 },
        { type: 'cart.clean' },
        { type: 'exhausted.remove' },
      );
    } else {
      events.push(
        { type: 'discount.apply', key: 'DEZ' },
        { type: 'discount.remove' },
        { type: 'freight.select', idShippingMode: 1 },
        { type: 'freight.cancel' },
      );
    }
  }
  if (scenario === 'pricing' && context.cep === '') events.push({ type: 'cep.change', value: '01310-100' });
  const sync = snapshot.value.sync;
  if (sync === 'reading') {
    const freight = context.confirmedFreight ?? null;
    events.push(
      done('loadCart', {
        cart: loadReply(context),
        freight,
        cep: null,
        countReply: { kind: 'count', count: 1 },
      }),
    );
    // Reads fail too (a bounded number of times, so the graph stays finite).
    if (context.readFailures === 0) events.push(failed('loadCart'));
  }
  if (sync === 'waitingToRetryRead') events.push({ type: 'cart.readRetryDue' });
  if (sync === 'adding') events.push(done('addToCart', true), done('addToCart', false), failed('addToCart'));
  if (sync === 'changing')
    events.push(done('changeQuantity', serverReply(context)), failed('changeQuantity'));
  if (sync === 'deleting') events.push(done('deleteItem', serverReply(context)), failed('deleteItem'));
  if (sync === 'cleaning') events.push(done('cleanCart', serverReply(context)), failed('cleanCart'));
  if (sync === 'updatingCode')
    events.push(done('changeCartCode', serverReply(context)), failed('changeCartCode'));
  if (sync === 'savingFreight')
    events.push(
      done('saveFreight', {
        cart: serverReply(context),
        freight: context.current?.kind === 'saveFreight' ? context.current.option : null,
        cep: '01310100',
      }),
      done('saveFreight', false),
      failed('saveFreight'),
    );
  if (sync === 'cancellingFreight')
    events.push(done('cancelFreight', serverReply(context)), failed('cancelFreight'));
  if (sync === 'checkingLimits') events.push(done('checkCartLimits', true), failed('checkCartLimits'));
  if (snapshot.value.freight === 'quoting')
    events.push(done('calculateFreight', { options: [pac], tip: null }));
  return events;
}

/** An operation without its add number (a counter: every add would be a new state of the graph). */
const withoutNumber = (operation: Snapshot['context']['current']) =>
  operation?.kind === 'add' ? { ...operation, seq: undefined } : operation;

function serializeState(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify([
    snapshot.value,
    context.confirmedCart?.items.map((line) => [line.idCartItem, line.quantity]),
    context.confirmedCart?.total,
    withoutNumber(context.current),
    context.queue.map((operation) => JSON.stringify(withoutNumber(operation))),
    context.readPending,
    context.readFailures,
    context.addChecks.map((check) => check.failure !== undefined),
    context.confirmedFreight?.shippingMode.idShippingMode,
    context.freightOptions.length,
    context.cep,
    context.exhaustedModalOpen,
    context.checkoutError !== undefined,
  ]);
}

const generate = (scenario: Scenario) =>
  getShortestPaths(cartMachine, {
    input: { client: unusedClient },
    events: ((snapshot: Snapshot) => eventsFor(scenario, snapshot)) as (
      snapshot: Snapshot,
    ) => EventFromLogic<typeof cartMachine>[],
    serializeState,
    limit: 150_000,
  });

const paths = [...generate('lines'), ...generate('pricing')];

const cents = (value: number) => Math.round(value * 100);

/** The invariants every reachable state must hold. */
function checkInvariants(snapshot: Snapshot): void {
  const { context } = snapshot;
  const view = selectCartView(snapshot);
  const { totals } = view;
  expect(totals.total).toBeGreaterThanOrEqual(0);
  const lines = view.lines.reduce((sum, line) => sum + cents(effectivePrice(line)) * line.quantity, 0);
  expect(cents(totals.itemsTotal)).toBe(lines);
  expect(cents(totals.total)).toBe(Math.max(0, lines + cents(totals.freight) - cents(totals.discount)));
  if (view.freight.selected && view.lines.length > 0)
    expect(totals.freight).toBe(view.freight.selected.valueShipping);
  // Every quantity the machine asks for is within 1..stock of its line.
  for (const operation of [context.current, ...context.queue]) {
    if (operation?.kind !== 'changeQuantity') continue;
    const line = context.confirmedCart?.items.find((item) => item.idCartItem === operation.idCartItem);
    expect(operation.quantity).toBeGreaterThanOrEqual(1);
    expect(operation.quantity).toBeLessThanOrEqual(line?.stock ?? 0);
  }
  // The exhausted modal is open only while out-of-stock lines are shown.
  if (view.exhaustedModal) expect(view.lines.some((line) => isOutOfStock(line))).toBe(true);
}

/** Replays a generated path on a live actor (actors never answer: the path feeds their answers). */
function replay(events: readonly GraphEvent[]) {
  const machine = cartMachine.provide({
    actors: {
      loadCart: silentCartActor('loadCart'),
      addToCart: silentCartActor('addToCart'),
      changeQuantity: silentCartActor('changeQuantity'),
      deleteItem: silentCartActor('deleteItem'),
      cleanCart: silentCartActor('cleanCart'),
      changeCartCode: silentCartActor('changeCartCode'),
      saveFreight: silentCartActor('saveFreight'),
      cancelFreight: silentCartActor('cancelFreight'),
      checkCartLimits: silentCartActor('checkCartLimits'),
      calculateFreight: silentCartActor('calculateFreight'),
    },
  });
  const actor = createActor(machine, { input: { client: unusedClient } });
  const navigations: { to: string; outOfStock: number }[] = [];
  actor.on('navigate', (event: Extract<CartMachineEmitted, { type: 'navigate' }>) => {
    const cart = actor.getSnapshot().context.confirmedCart;
    navigations.push({
      to: event.to,
      outOfStock: (cart?.items ?? []).filter((line) => isOutOfStock(line)).length,
    });
  });
  actor.start();
  for (const event of events) actor.send(event as EventFromLogic<typeof cartMachine>);
  return { actor, navigations };
}

/** The step failed a request, or aborted the one in flight (a newer operation superseded it). */
function failsOrAborts(before: Snapshot, event: GraphEvent, after: Snapshot): boolean {
  if (event.type.startsWith('xstate.error.actor.')) return true;
  if (event.type.startsWith('xstate.')) return false;
  return (
    before.context.current !== undefined &&
    JSON.stringify(withoutNumber(after.context.current)) !==
      JSON.stringify(withoutNumber(before.context.current))
  );
}

/** Nothing in flight, queued or owed: the machine rests. */
const rests = (snapshot: Snapshot) =>
  snapshot.matches({ sync: 'idle' }) && snapshot.context.queue.length === 0 && !snapshot.context.readPending;

describe('cartMachine: generated paths (@xstate/graph)', () => {
  it('given every reachable path, a failure or abort is followed by a read (or a whole-cart reply) before the machine rests', () => {
    let failures = 0;
    for (const path of paths) {
      let owed = false;
      let before = path.steps[0]?.state;
      for (const step of path.steps.slice(1)) {
        const after = step.state;
        if (!before) break;
        const event = step.event as GraphEvent;
        if (failsOrAborts(before, event, after)) {
          failures++;
          owed = true;
          expect(after.context.readPending, `${event.type} owes a read`).toBe(true);
        }
        if (
          after.matches({ sync: 'reading' }) ||
          (after.context.confirmedCart !== before.context.confirmedCart &&
            event.type.startsWith('xstate.done'))
        ) {
          owed = false;
        }
        if (rests(after)) expect(owed, `resting after ${event.type} with a read owed`).toBe(false);
        before = after;
      }
    }
    expect(failures).toBeGreaterThan(100);
  }, 30_000);

  it('reaches every state of the request slot and of the freight region', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const sync of [
      'idle',
      'reading',
      'adding',
      'changing',
      'deleting',
      'waitingToRetryRead',
      'cleaning',
      'updatingCode',
      'savingFreight',
      'cancellingFreight',
      'checkingLimits',
    ])
      expect(
        [...reached].some((value) => value.includes(`"sync":"${sync}"`)),
        sync,
      ).toBe(true);
    for (const freight of ['idle', 'quoting', 'quoted'])
      expect(
        [...reached].some((value) => value.includes(`"freight":"${freight}"`)),
        freight,
      ).toBe(true);
    expect(paths.length).toBeGreaterThan(500);
  });

  it('given every reachable state, totals = lines + freight − discount ≥ 0 and every sent quantity is within 1..stock', () => {
    // One shortest path per reachable state: checking each path's end checks every state.
    for (const path of paths) checkInvariants(path.state);
  });

  it('given any generated path replayed on a live actor, the live machine reaches the same state', () => {
    for (const path of paths.filter((_, index) => index % 23 === 0)) {
      const { actor } = replay(path.steps.map((step) => step.event as GraphEvent));
      expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.state));
      actor.stop();
    }
  }, 30_000);

  it('given every path that reaches the limit check, no out-of-stock line ever passes checkout', () => {
    const checkoutPaths = paths.filter((path) => path.state.matches({ sync: 'checkingLimits' }));
    expect(checkoutPaths.length).toBeGreaterThan(0);
    let identifications = 0;
    for (const path of checkoutPaths) {
      const events = path.steps.map((step) => step.event as GraphEvent);
      const { actor, navigations } = replay([...events, done('checkCartLimits', true)]);
      for (const navigation of navigations) {
        if (navigation.to !== '/checkout/identification') continue;
        identifications++;
        expect(navigation.outOfStock).toBe(0);
      }
      actor.stop();
    }
    expect(identifications).toBeGreaterThan(0);
  });
});
