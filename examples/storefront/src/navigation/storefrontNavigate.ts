import { parseRoute } from '@vitrine/core';

/** The pages this storefront renders itself; anything else (checkout, customer area…) is the platform's. */
const ownPages = new Set(['home', 'search', 'product', 'category', 'brand', 'group']);

/**
 * Whether `href` is one of this app's pages, so a shopper's search or menu link can be a client-side
 * navigation; checkout and customer pages (not built here) get a full page load from the platform.
 */
export function isOwnPage(href: string): boolean {
  const url = new URL(href, 'http://storefront.invalid');
  if (url.origin !== 'http://storefront.invalid') return false;
  return ownPages.has(parseRoute(url.pathname, url.search).kind);
}

/** The provider's `navigate`: React Router's for this app's pages, `location.assign` for the rest. */
export function storefrontNavigate(routerNavigate: (href: string) => void): (href: string) => void {
  return (href) => {
    if (isOwnPage(href)) routerNavigate(href);
    else window.location.assign(href);
  };
}
