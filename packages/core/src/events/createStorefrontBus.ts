import type { StorefrontEvent } from './StorefrontEvent';

/** A listener of the bus. */
export type StorefrontListener<E> = (event: E) => void;

/** A typed publish/subscribe channel for the widgets of one page (see `createStorefrontBus`). */
export interface StorefrontBus<E extends { readonly type: string } = StorefrontEvent> {
  /** Delivers `event` synchronously to the listeners of its type, then to the `'*'` listeners. */
  publish(event: E): void;
  /** Listens to one type of event, or to all with `'*'`; returns the function that stops listening. */
  subscribe<T extends E['type'] | '*'>(
    type: T,
    listener: StorefrontListener<T extends '*' ? E : Extract<E, { readonly type: T }>>,
  ): () => void;
}

/** Options of `createStorefrontBus`. */
export interface StorefrontBusOptions {
  /**
   * Called when a listener throws; the other listeners still get the event. Defaults to `console.error`,
   * so a broken widget never silences the rest of the page.
   */
  readonly onListenerError?: ((error: unknown, event: { readonly type: string }) => void) | undefined;
}

/**
 * Creates the event bus of a page: widgets publish `cart.add`, `quote.open`, `alert`... and the others
 * react. It knows no DOM: React hooks get it from `<StorefrontProvider>`, while custom elements and plain
 * scripts receive the same object (the UI layer may expose it, e.g. as `window.vitrine.bus`).
 * Pass your own event union as `E` to carry events of your theme.
 * @example
 * const bus = createStorefrontBus();
 * const stop = bus.subscribe('cart.add', (event) => console.info('added', event.idProduct));
 * bus.publish({ type: 'cart.add', idProduct: 10, idSku: 31, quantity: 1 });
 * stop();
 */
export function createStorefrontBus<E extends { readonly type: string } = StorefrontEvent>(
  options: StorefrontBusOptions = {},
): StorefrontBus<E> {
  const listeners = new Map<string, Set<StorefrontListener<E>>>();
  const report =
    options.onListenerError ??
    ((error: unknown, event: { readonly type: string }) => {
      console.error(`A listener of the storefront event '${event.type}' failed:`, error);
    });

  const deliver = (set: Set<StorefrontListener<E>> | undefined, event: E) => {
    if (!set) return;
    // A snapshot: listeners added or removed while delivering take effect from the next event.
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch (error) {
        report(error, event);
      }
    }
  };

  return {
    publish(event) {
      deliver(listeners.get(event.type), event);
      deliver(listeners.get('*'), event);
    },
    subscribe(type, listener) {
      const set = listeners.get(type) ?? new Set<StorefrontListener<E>>();
      listeners.set(type, set);
      // Each subscription is its own entry, so subscribing the same function twice needs two unsubscribes.
      const entry: StorefrontListener<E> = (event) => (listener as StorefrontListener<E>)(event);
      set.add(entry);
      return () => {
        set.delete(entry);
        if (set.size === 0 && listeners.get(type) === set) listeners.delete(type);
      };
    },
  };
}
