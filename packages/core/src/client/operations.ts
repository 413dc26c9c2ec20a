import type { OperationTransport } from './OperationTransport';
import type { StoreEndpoints } from './storeEndpoints';
import { storeEndpoints } from './storeEndpoints';
import { transportOf } from './transportOf';

/** The `area.method` name of every call the client makes. */
export type OperationName = keyof StoreEndpoints;

/**
 * Every call of the spec, keyed `area.method` exactly as the client exposes it, with its transport
 * (taken from the endpoint tables). Envelope identifiers are Vitrine's documented defaults — the call's
 * own name unless the spec names another — which the sandbox also uses.
 */
export const defaultOperations = Object.fromEntries(
  Object.entries(storeEndpoints).map(([name, endpoint]) => [name, transportOf(name, endpoint)]),
) as {
  readonly [N in OperationName]: N extends 'customer.changeEmail'
    ? { readonly transport: 'put-envelope'; readonly id: 'customer.changeEmail' }
    : OperationTransport;
};
