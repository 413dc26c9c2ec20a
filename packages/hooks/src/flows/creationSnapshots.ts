import type { AnyActorRef } from 'xstate';

/**
 * The snapshot each shared actor had when it was created, before it started: what the server rendered, since
 * the server never starts an actor. Weak: an actor leaves with its page. Apart from `useFlowSelector` so the
 * provider's own code (which creates shared actors) does not carry the selector hook.
 */
const creationSnapshots = new WeakMap<object, unknown>();

/** Records `actor`'s snapshot now (call it before `actor.start()`), so `useFlowSelector` hydrates from it. */
export function rememberCreationSnapshot(actor: AnyActorRef): void {
  creationSnapshots.set(actor, actor.getSnapshot());
}

/** The snapshot `actor` was created with (a snapshot is never `undefined`); `undefined` when none was recorded. */
export function creationSnapshotOf(actor: object): unknown {
  return creationSnapshots.get(actor);
}
