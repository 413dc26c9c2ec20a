import type { StorefrontEvent } from '@vitrine/core';
import { useEffect } from 'react';
import { useStorefront } from '../provider/useStorefront';

/** An actor that can emit events (any started or idle XState actor). */
export interface EmittingActor {
  on(type: string, handler: (event: { readonly type: string }) => void): { unsubscribe(): void };
}

/**
 * Publishes the listed events a flow machine emits on the provider's bus while the component is mounted,
 * so other widgets (the alerts area, the cart, the quote form) react to them. The emitted shapes are the
 * bus's (see `StorefrontEvent`), so they are forwarded as they are.
 * @example
 * const { client } = useStorefront();
 * const actor = useActorRef(newsletterMachine, { input: { client } });
 * useEmittedToBus(actor, ['alert']);
 */
export function useEmittedToBus(actor: EmittingActor, types: readonly string[]): void {
  const { bus } = useStorefront();
  // The list is written inline by callers: its content, not its identity, decides the subscriptions.
  const key = types.join(' ');
  useEffect(() => {
    const subscriptions = key
      .split(' ')
      .map((type) => actor.on(type, (event) => bus.publish(event as StorefrontEvent)));
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, bus, key]);
}
