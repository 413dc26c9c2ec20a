import type { StorefrontServices } from '../../provider/createStorefrontServices';

/** How the page goes to a checkout address the cart flow asks for. */
export type CartNavigate = (href: string) => void;

/**
 * Registers `navigate` as the page's handler of the cart flow's navigations (the latest registered wins);
 * returns the undo. Called from an effect of `useCart({ onNavigate })`.
 */
export function registerCartNavigation(services: StorefrontServices, navigate: CartNavigate): () => void {
  services.cartNavigations.push(navigate);
  return () => {
    const index = services.cartNavigations.lastIndexOf(navigate);
    if (index >= 0) services.cartNavigations.splice(index, 1);
  };
}

/** Goes to `href` with the latest registered handler, else with the provider's `navigate`. */
export function navigateForCart(services: StorefrontServices, href: string): void {
  const handler = services.cartNavigations.at(-1);
  if (handler) handler(href);
  else services.navigate(href);
}
