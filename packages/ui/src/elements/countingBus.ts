import type { StorefrontBus } from '@vitrine/core';

/** A bus that counts its open subscriptions (to see that removed elements leave no listener behind). */
export interface CountingBus extends StorefrontBus {
  /** How many subscriptions are open now. */
  readonly listenerCount: number;
}

/** Wraps `bus` so it counts the subscriptions made through it; publishing is unchanged. */
export function countingBus(bus: StorefrontBus): CountingBus {
  let count = 0;
  return {
    get listenerCount() {
      return count;
    },
    publish: (event) => bus.publish(event),
    subscribe: (type, listener) => {
      const stop = bus.subscribe(type, listener);
      count += 1;
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        count -= 1;
        stop();
      };
    },
  };
}
