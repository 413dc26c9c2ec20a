import { loginMachine } from '@vitrine/core';
import type { FlowActorOf } from './flowActorTypes';
import { useSharedFlowActor } from './useSharedFlowActor';

/**
 * The provider's one session actor (core's `loginMachine`): one login check per page, shared by
 * `useSession`, `useLoginForm`, `useWishlist` and the quote prefill. Its `alert` and `page.reload` events are
 * published on the bus.
 * @example
 * const session = useSessionActor();
 */
export function useSessionActor(): FlowActorOf<typeof loginMachine> {
  return useSharedFlowActor<typeof loginMachine>(
    'session',
    (createActor, { client, messages, antiBot }) =>
      createActor(loginMachine, {
        input: { client, messages: messages.formFlow.session, formMessages: messages.forms, antiBot },
      }),
    (session, bus) => {
      const subscriptions = [
        session.on('alert', (event) => bus.publish(event)),
        session.on('page.reload', (event) => bus.publish(event)),
      ];
      return () => {
        for (const subscription of subscriptions) subscription.unsubscribe();
      };
    },
  );
}
