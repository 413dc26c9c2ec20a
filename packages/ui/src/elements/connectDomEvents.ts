import type { StorefrontBus, StorefrontEvent } from '@vitrine/core';
import { type VitrineDomCommandName, vitrineDomCommands, vitrineDomEventNames } from './events';

/** Commands whose bus event carries no payload: a missing `detail` is fine. */
const payloadFree: ReadonlySet<string> = new Set([
  'cart.view',
  'cart.changed',
  'quote.close',
  'alertMe.close',
]);

/**
 * Bridges a page's bus and its `document` both ways: every bus event goes out as a `CustomEvent` named by
 * `vitrineDomEventNames` (its `detail` the event), and every command of `vitrineDomCommands` a script
 * dispatches on `document` is published on the bus. Nothing loops: a command is not echoed back under its own
 * name (the page already heard it) and a bus event sent out is not taken back as a command, so
 * `vitrine:cart-add` reaches the bus once and `document` once, whichever side sent it.
 * Returns the undo (removes every listener it added).
 */
export function connectDomEvents(bus: StorefrontBus, target: Document): () => void {
  // The DOM name each bus event published from a command came under.
  const fromDom = new WeakMap<StorefrontEvent, string>();
  // The DOM events dispatched from the bus: a command listener must not publish them back.
  const fromBus = new WeakSet<Event>();
  const stopOutgoing = bus.subscribe('*', (event) => {
    const name = vitrineDomEventNames[event.type];
    if (fromDom.get(event) === name) return;
    const domEvent = new CustomEvent(name, { detail: event });
    fromBus.add(domEvent);
    target.dispatchEvent(domEvent);
  });

  const onCommand = (domEvent: Event) => {
    if (fromBus.has(domEvent)) return;
    const name = domEvent.type as VitrineDomCommandName;
    const type = vitrineDomCommands[name];
    const detail = (domEvent as CustomEvent<unknown>).detail;
    const isPayload = typeof detail === 'object' && detail !== null;
    if (!isPayload && !(payloadFree.has(type) && (detail === null || detail === undefined))) {
      if (process.env.NODE_ENV !== 'production') {
        console.warn(
          `Vitrine: the '${name}' event needs its data in \`detail\` (an object, the '${type}' bus event without its type); it was ignored.`,
        );
      }
      return;
    }
    const event = { ...(isPayload ? detail : {}), type } as StorefrontEvent;
    fromDom.set(event, name);
    bus.publish(event);
  };

  const names = Object.keys(vitrineDomCommands);
  for (const name of names) target.addEventListener(name, onCommand);
  return () => {
    stopOutgoing();
    for (const name of names) target.removeEventListener(name, onCommand);
  };
}
