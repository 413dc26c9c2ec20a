import type { StorefrontBus } from '@vitrine/core';
import { browserWindow } from '../../utilities/browserWindow';

/** How the page goes to a checkout address the cart flow asks for. */
export type CartNavigate = (href: string) => void;

const handlers = new WeakMap<StorefrontBus, CartNavigate[]>();

/**
 * Registers `navigate` as the page's handler of the cart flow's navigations (the latest registered wins);
 * returns the undo. Called from an effect of `useCart({ onNavigate })`.
 */
export function registerCartNavigation(bus: StorefrontBus, navigate: CartNavigate): () => void {
  const list = handlers.get(bus) ?? [];
  handlers.set(bus, [...list, navigate]);
  return () => {
    handlers.set(
      bus,
      (handlers.get(bus) ?? []).filter((handler) => handler !== navigate),
    );
  };
}

/** Goes to `href` with the latest registered handler, else with `window.location.assign` (a full page load). */
export function navigateForCart(bus: StorefrontBus, href: string): void {
  const handler = handlers.get(bus)?.at(-1);
  if (handler) handler(href);
  else browserWindow()?.location.assign(href);
}
