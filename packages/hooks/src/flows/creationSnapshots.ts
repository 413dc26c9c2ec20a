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

/** The snapshot `actor` was created with, if it was recorded; `undefined` otherwise. */
export function creationSnapshotOf(actor: object): { readonly snapshot: unknown } | undefined {
  return creationSnapshots.has(actor) ? { snapshot: creationSnapshots.get(actor) } : undefined;
}
