import type { StorefrontBus } from '@vitrine/core';
import { useEffect } from 'react';
import { createActor as createXStateActor } from 'xstate';
import type { StorefrontContextValue } from '../provider/StorefrontContext';
import { useStorefront } from '../provider/useStorefront';
import type { CreateFlowActor, FlowActorOf, FlowLogic } from './flowActorTypes';
import { sharedFlowActor } from './sharedFlowActor';

/**
 * The provider's one actor of flow `key` (see `sharedFlowActor`): created idle during render (server-safe),
 * started and wired to the bus after mount. `create` and `connect` only run for the first hook of the page,
 * so the first caller's client and messages are the flow's.
 * @example
 * const alerts = useSharedFlowActor('alerts', (create) => create(alertsMachine), (actor, bus) => bus.subscribe('alert', (e) => actor.send(e)));
 */
export function useSharedFlowActor<TLogic extends FlowLogic>(
  key: string,
  create: (createActor: CreateFlowActor, storefront: StorefrontContextValue) => FlowActorOf<TLogic>,
  connect: (actor: FlowActorOf<TLogic>, bus: StorefrontBus) => () => void,
): FlowActorOf<TLogic> {
  const storefront = useStorefront();
  const { bus } = storefront;
  const createActor: CreateFlowActor = (logic, options) =>
    createXStateActor(logic, options as never) as unknown as FlowActorOf<typeof logic>;
  const shared = sharedFlowActor(
    storefront.services,
    key,
    () => create(createActor, storefront),
    (actor) => connect(actor, bus),
  );
  useEffect(() => shared.retain(), [shared]);
  return shared.actor;
}
