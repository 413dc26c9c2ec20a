import type { StorefrontEventOf, StorefrontEventType } from '@vitrine/core';

/**
 * The DOM name of every bus event: `vitrine:` then the type with dots and capitals turned into dashes
 * (`cart.changed` → `vitrine:cart-changed`, `alertMe.open` → `vitrine:alert-me-open`). Each bus event reaches
 * `document` as a `CustomEvent` of this name whose `detail` is the event itself.
 */
export const vitrineDomEventNames = {
  'cart.add': 'vitrine:cart-add',
  'cart.addMassive': 'vitrine:cart-add-massive',
  'cart.buyNow': 'vitrine:cart-buy-now',
  'cart.removed': 'vitrine:cart-removed',
  'cart.view': 'vitrine:cart-view',
  'cart.changed': 'vitrine:cart-changed',
  'quote.open': 'vitrine:quote-open',
  'quote.close': 'vitrine:quote-close',
  'alertMe.open': 'vitrine:alert-me-open',
  'alertMe.close': 'vitrine:alert-me-close',
  alert: 'vitrine:alert',
  navigate: 'vitrine:navigate',
  'page.reload': 'vitrine:page-reload',
} as const satisfies { readonly [T in StorefrontEventType]: `vitrine:${string}` };

/**
 * The DOM events a theme's script dispatches on `document` to reach the widgets, and the bus event each one
 * publishes (its `detail` is that event without `type`). Page-level events (`navigate`, `page.reload`) are not
 * here: the theme does those itself.
 */
export const vitrineDomCommands = {
  'vitrine:cart-add': 'cart.add',
  'vitrine:cart-add-massive': 'cart.addMassive',
  'vitrine:cart-buy-now': 'cart.buyNow',
  'vitrine:cart-removed': 'cart.removed',
  'vitrine:cart-changed': 'cart.changed',
  'vitrine:open-cart': 'cart.view',
  'vitrine:open-quote': 'quote.open',
  'vitrine:close-quote': 'quote.close',
  'vitrine:open-alert-me': 'alertMe.open',
  'vitrine:close-alert-me': 'alertMe.close',
  'vitrine:alert': 'alert',
} as const satisfies Readonly<Record<`vitrine:${string}`, StorefrontEventType>>;

/** The name of a DOM event the runtime dispatches on `document` (one per bus event type). */
export type VitrineDomEventName = (typeof vitrineDomEventNames)[StorefrontEventType];

/** The name of a DOM event a theme dispatches on `document` to publish on the bus. */
export type VitrineDomCommandName = keyof typeof vitrineDomCommands;

/** The events the runtime dispatches on `document`, by name: `detail` is the bus event. */
export type VitrineDomEventMap = {
  readonly [T in StorefrontEventType as (typeof vitrineDomEventNames)[T]]: CustomEvent<StorefrontEventOf<T>>;
};

/** What a theme puts in `detail` of a command: the bus event without its `type` (numbers as numbers). */
export type VitrineDomCommandDetail<N extends VitrineDomCommandName> = Omit<
  StorefrontEventOf<(typeof vitrineDomCommands)[N]>,
  'type'
>;

/** The events a theme dispatches on `document`, by name. */
export type VitrineDomCommandMap = {
  readonly [N in VitrineDomCommandName]: CustomEvent<VitrineDomCommandDetail<N>>;
};

/**
 * Every Vitrine event a `document` listener can hear: what the runtime dispatches and what scripts dispatch
 * (`vitrine:cart-add`, a name of both, carries either shape).
 */
export type VitrineDocumentEventMap = {
  [N in VitrineDomEventName | VitrineDomCommandName]: N extends keyof VitrineDomEventMap
    ? N extends keyof VitrineDomCommandMap
      ? VitrineDomEventMap[N] | VitrineDomCommandMap[N]
      : VitrineDomEventMap[N]
    : N extends keyof VitrineDomCommandMap
      ? VitrineDomCommandMap[N]
      : never;
};

declare global {
  // Typed `document.addEventListener('vitrine:cart-changed', (event) => event.detail.count)`.
  interface DocumentEventMap extends VitrineDocumentEventMap {}
}

/**
 * Dispatches a Vitrine command on `target` (the `document` by default), typed: what a theme's script does by
 * hand with `new CustomEvent(...)`.
 * @example
 * dispatchVitrineCommand('vitrine:cart-add', { idProduct: 10, idSku: 31, quantity: 1 });
 */
export function dispatchVitrineCommand<N extends VitrineDomCommandName>(
  name: N,
  detail: VitrineDomCommandDetail<N>,
  target: EventTarget = document,
): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}
