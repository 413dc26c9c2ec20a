import { type CartView, selectCartView } from '@vitrine/core';
import type { CartSnapshot } from './cartActorTypes';

export type { CartFreightView, CartView } from '@vitrine/core';

/** The view of a cart snapshot: core's `selectCartView`, the one reader of the cart machine. */
export const cartView = (snapshot: CartSnapshot): CartView => selectCartView(snapshot);
