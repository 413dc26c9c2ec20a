import type { CartAddMassiveRequest, StorefrontBus, StorefrontEvent } from '@vitrine/core';

/**
 * The provider's bus seen with the one event the flow hooks publish beyond `StorefrontEvent`:
 * `{ type: 'cart.addMassive', items: [{ idProduct, idSku, quantity }] }` from `useBuyTogether().buy()`, a request
 * for the cart flow. Subscribe to it with `(bus as FlowBus).subscribe('cart.addMassive', ...)`.
 */
export type FlowBus = StorefrontBus<StorefrontEvent | CartAddMassiveRequest>;
