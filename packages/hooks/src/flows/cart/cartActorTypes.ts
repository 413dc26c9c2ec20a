import type { cartMachine } from '@vitrine/core';
import type { FlowActorOf } from '../flowActorTypes';

/** The running cart actor shared by every cart hook of a provider. */
export type CartActor = FlowActorOf<typeof cartMachine>;

/** A snapshot of the cart actor (xstate's `SnapshotFrom<typeof cartMachine>`, reached without importing xstate). */
export type CartSnapshot = ReturnType<CartActor['getSnapshot']>;
