import type { OperationName } from '@vitrine/core';

/**
 * The store calls of the cart flow on the home page and the cart preview. Faults are scoped to them: the home
 * page's own content (company, showcase, menus) keeps loading, so the shopper always has buttons to press.
 */
export const cartFlowOperations = [
  'cart.get',
  'cart.count',
  'cart.add',
  'cart.changeQuantity',
  'cart.deleteItem',
  'cart.freights',
  'cart.freeFreightTip',
  'cart.cancelFreight',
  'preCheckout.saveShipping',
  'preCheckout.saveCep',
  'preCheckout.getShipping',
  'preCheckout.getCep',
] as const satisfies readonly OperationName[];

/**
 * Calls whose failure the shopper is not told about: reads (load errors are silent; a read that fails is
 * retried), and the optional free-freight tip.
 */
export const silentOperations: ReadonlySet<string> = new Set([
  'cart.get',
  'cart.count',
  'cart.freeFreightTip',
  'preCheckout.getShipping',
  'preCheckout.getCep',
]);

/** A body for the sandbox's `POST /__sandbox/faults`. */
export interface FaultSetup {
  readonly latency: number | readonly [number, number];
  readonly faults: readonly Record<string, unknown>[];
}

/** The text of the server faults of run A: what a shopper should read when they hit a call. */
export const injectedServerText = 'Erro simulado pelo sandbox.';

/** Run A: a seeded 20 % of every cart call answers 500 or 503 with a pt-BR text, after 100–400 ms. */
export const serverFaults: FaultSetup = {
  latency: [100, 400],
  faults: cartFlowOperations.map((operation, index) => ({
    operation,
    status: index % 2 === 0 ? 500 : 503,
    message: injectedServerText,
    probability: 0.2,
  })),
};

/** Run B: dropped connections and malformed JSON (7 % each per cart call), after 30–150 ms. */
export const transportFaults: FaultSetup = {
  latency: [30, 150],
  faults: cartFlowOperations.flatMap((operation) => [
    { operation, kind: 'network', probability: 0.07 },
    { operation, kind: 'malformed', probability: 0.07 },
  ]),
};

/**
 * Run C: only the pre-checkout reads of the stored freight and postal code fail (a seeded 60 % answer 503), after
 * 50–200 ms. The cart and its count always answer, so the badge must always name the count: a failed freight read
 * concerns the freight alone.
 */
export const freightReadFaults: FaultSetup = {
  latency: [50, 200],
  faults: (['preCheckout.getShipping', 'preCheckout.getCep'] as const).map((operation) => ({
    operation,
    status: 503,
    message: injectedServerText,
    probability: 0.6,
  })),
};

/** A single hang of the next call of `operation`: the page must give up on it by itself. */
export const hangOnce = (operation: OperationName) => ({ operation, kind: 'timeout', times: 1 });
