import type { StorefrontServices } from '../provider/createStorefrontServices';
import { rememberCreationSnapshot } from './creationSnapshots';
import type { FlowActorOf, FlowLogic, SharedFlowActor } from './flowActorTypes';

type AnyFlowActor = FlowActorOf<FlowLogic>;

/**
 * The actor of flow `key` of a provider's `services`, created (idle) on first request. Flows that must
 * exist once per page (alerts, session, quote and back-in-stock forms) live here instead of in a component:
 * every hook reading them sees the same state, and the actor outlives a widget that unmounts. `connect`
 * wires it to the bus and returns the undo; it runs while at least one hook retains the actor.
 * @example
 * const { services, bus } = useStorefront();
 * const shared = sharedFlowActor(services, 'alerts', () => createActor(alertsMachine, { input: {} }), (actor) => bus.subscribe('alert', (e) => actor.send(e)));
 */
export function sharedFlowActor<TActor extends AnyFlowActor>(
  services: StorefrontServices,
  key: string,
  create: () => TActor,
  connect: (actor: TActor) => () => void,
): SharedFlowActor<TActor> {
  const { flows } = services;
  const existing = flows.get(key);
  if (existing) return existing as SharedFlowActor<TActor>;
  const actor = create();
  // What the server rendered (it never starts an actor): hooks hydrate from it, see `useFlowSelector`.
  rememberCreationSnapshot(actor);
  let holders = 0;
  let started = false;
  let disconnect: (() => void) | undefined;
  const entry: SharedFlowActor<TActor> = {
    actor,
    get held() {
      return holders > 0;
    },
    retain() {
      holders += 1;
      if (!started) {
        started = true;
        actor.start();
      }
      if (holders === 1) disconnect = connect(actor);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        // The actor keeps running (a request in flight still lands); only the bus wiring stops.
        if (holders === 0) {
          disconnect?.();
          disconnect = undefined;
        }
      };
    },
  };
  flows.set(key, entry as SharedFlowActor<AnyFlowActor>);
  return entry;
}

/** Whether the flow `key` of a provider's `services` exists and is held (wired to the bus) now. */
export function isSharedFlowHeld(services: StorefrontServices, key: string): boolean {
  return services.flows.get(key)?.held ?? false;
}
