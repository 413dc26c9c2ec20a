import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import { creationSnapshotOf } from './creationSnapshots';

type SelectableActor = Pick<AnyActorRef, 'subscribe' | 'getSnapshot'>;
type SnapshotOf<TActor> = TActor extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined;

/**
 * `useSelector` of `@xstate/react`, with one difference: while React hydrates server HTML, a shared actor's
 * selection is read from the snapshot the actor was created with (what the server rendered), and React moves
 * to the current one right after. A part of the page whose code arrives late (a lazy island hydrated after the
 * session check answered) would otherwise hydrate with newer state than its HTML, and React keeps the server's
 * attributes on a mismatch: a wishlist button stayed `aria-busy` for good that way.
 * @example
 * declare const session: Actor<typeof loginMachine>;
 * const isChecking = useFlowSelector(session, (snapshot) => snapshot.matches({ session: 'checking' }));
 */
export function useFlowSelector<TActor extends SelectableActor | undefined, TSelected>(
  actor: TActor,
  selector: (snapshot: SnapshotOf<TActor>) => TSelected,
  compare: (a: TSelected, b: TSelected) => boolean = Object.is,
): TSelected {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      return actor.subscribe({ next: onChange, error: onChange }).unsubscribe;
    },
    [actor],
  );
  const getSnapshot = useCallback((): SnapshotOf<TActor> => {
    const snapshot = actor?.getSnapshot() as { status?: string; error?: unknown } | undefined;
    if (snapshot?.status === 'error') throw snapshot.error;
    return snapshot as SnapshotOf<TActor>;
  }, [actor]);
  const getServerSnapshot = useCallback((): SnapshotOf<TActor> => {
    const created = actor ? creationSnapshotOf(actor) : undefined;
    return created === undefined ? getSnapshot() : (created as SnapshotOf<TActor>);
  }, [actor, getSnapshot]);
  // The last selection, kept while `compare` finds the next one equal: React reads the store twice per render
  // and must get the same value, and a re-render with an equal selection keeps the previous reference.
  const last = useRef<{ snapshot: unknown; selector: unknown; selection: TSelected } | null>(null);
  const select = (snapshot: SnapshotOf<TActor>): TSelected => {
    const previous = last.current;
    if (previous && previous.snapshot === snapshot && previous.selector === selector)
      return previous.selection;
    const next = selector(snapshot);
    const selection = previous && compare(previous.selection, next) ? previous.selection : next;
    last.current = { snapshot, selector, selection };
    return selection;
  };
  return useSyncExternalStore(
    subscribe,
    () => select(getSnapshot()),
    () => select(getServerSnapshot()),
  );
}
