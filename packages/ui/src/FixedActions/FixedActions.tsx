import { routes } from '@vitrine/core';
import { browserWindow, useSession, useStorefront } from '@vitrine/hooks';
import type { MouseEvent } from 'react';
import { part } from '../foundation/internal/createPart';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { fixedActionIcons } from './fixedActionIcons';
import { fixedActionsMessages } from './fixedActionsMessages';

/** Where the search action looks for the page's search box when no `onSearch` is given. */
const defaultSearchSelector = 'input[type="search"], [role="combobox"], [role="searchbox"]';

/** Props of `FixedActions.Root`. */
export type FixedActionsRootProps = PartProps<'nav'>;

const FixedActionsRootElement = part('nav', 'FixedActions.Root', 'vt-fixed-actions');

/** The bar of fixed actions, a `nav` named 'Ações rápidas' unless `aria-label` says otherwise. */
export function FixedActionsRoot({ ...props }: FixedActionsRootProps) {
  const text = useUiMessages('fixedActions', fixedActionsMessages);
  return <FixedActionsRootElement aria-label={text.label} {...props} />;
}

/** Props of `FixedActions.BackToTop`. */
export type FixedActionsBackToTopProps = PartProps<'button'> & {
  /** The id of the element that takes focus at the top (e.g. the page's heading); focus stays when `undefined`. */
  readonly focusTargetId?: string | undefined;
};

const FixedActionsBackToTopElement = part('button', 'FixedActions.BackToTop', 'vt-fixed-actions__action');

/** Scrolls to the top (instantly when the shopper prefers reduced motion) and moves focus there when asked. */
export function FixedActionsBackToTop({
  focusTargetId,
  onClick,
  className,
  children,
  ...props
}: FixedActionsBackToTopProps) {
  const text = useUiMessages('fixedActions', fixedActionsMessages);
  const backToTop = () => {
    const win = browserWindow();
    if (!win) return;
    const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    win.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    const target = focusTargetId ? win.document.getElementById(focusTargetId) : null;
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  };
  return (
    <FixedActionsBackToTopElement
      type="button"
      {...props}
      data-action="backToTop"
      onClick={composeEventHandlers(onClick, backToTop)}
      className={className}
    >
      {children ?? (
        <>
          {fixedActionIcons.backToTop}
          <span className="vt-fixed-actions__text">{text.backToTop}</span>
        </>
      )}
    </FixedActionsBackToTopElement>
  );
}

/** Props of `FixedActions.Search`. */
export type FixedActionsSearchProps = PartProps<'button'> & {
  /** Opens the page's search (e.g. a search drawer); when `undefined`, the page's search box takes focus. */
  readonly onSearch?: (() => void) | undefined;
  /** Where the page's search box is found when no `onSearch` is given. */
  readonly searchSelector?: string | undefined;
};

const FixedActionsSearchElement = part('button', 'FixedActions.Search', 'vt-fixed-actions__action');

/** Opens the search: `onSearch`, or focus on the page's search box (found by `searchSelector`). */
export function FixedActionsSearch({
  onSearch,
  searchSelector = defaultSearchSelector,
  onClick,
  className,
  children,
  ...props
}: FixedActionsSearchProps) {
  const text = useUiMessages('fixedActions', fixedActionsMessages);
  const search = () => {
    if (onSearch) return onSearch();
    const box = browserWindow()?.document.querySelector<HTMLElement>(searchSelector);
    box?.scrollIntoView?.({ block: 'center' });
    box?.focus();
  };
  return (
    <FixedActionsSearchElement
      type="button"
      {...props}
      data-action="search"
      onClick={composeEventHandlers(onClick, search)}
      className={className}
    >
      {children ?? (
        <>
          {fixedActionIcons.search}
          <span className="vt-fixed-actions__text">{text.search}</span>
        </>
      )}
    </FixedActionsSearchElement>
  );
}

/** Props of `FixedActions.Customer`. */
export type FixedActionsCustomerProps = PartProps<'a'>;

const FixedActionsCustomerElement = part('a', 'FixedActions.Customer', 'vt-fixed-actions__action');

/** The customer centre: the login page for a visitor ('/customer/login'), the customer area once signed in. */
export function FixedActionsCustomer({ className, children, ...props }: FixedActionsCustomerProps) {
  const text = useUiMessages('fixedActions', fixedActionsMessages);
  const { isAuthenticated } = useSession();
  return (
    <FixedActionsCustomerElement
      href={isAuthenticated ? routes.customer : routes.customerLogin}
      {...props}
      data-action="customer"
      className={className}
    >
      {children ?? (
        <>
          {fixedActionIcons.customer}
          <span className="vt-fixed-actions__text">{text.customer}</span>
        </>
      )}
    </FixedActionsCustomerElement>
  );
}

/** Props of `FixedActions.Cart`. */
export type FixedActionsCartProps = PartProps<'button'> & {
  /** Opens the cart; when `undefined`, a `cart.view` event on the bus asks the cart preview to open. */
  readonly onCartOpen?: (() => void) | undefined;
};

const FixedActionsCartElement = part('button', 'FixedActions.Cart', 'vt-fixed-actions__action');

/** Opens the cart preview: `onCartOpen`, or `cart.view` on the storefront bus. */
export function FixedActionsCart({
  onCartOpen,
  onClick,
  className,
  children,
  ...props
}: FixedActionsCartProps) {
  const text = useUiMessages('fixedActions', fixedActionsMessages);
  const { bus } = useStorefront();
  return (
    <FixedActionsCartElement
      type="button"
      {...props}
      data-action="cart"
      onClick={composeEventHandlers(onClick, (_event: MouseEvent<HTMLButtonElement>) =>
        onCartOpen ? onCartOpen() : bus.publish({ type: 'cart.view' }),
      )}
      className={className}
    >
      {children ?? (
        <>
          {fixedActionIcons.cart}
          <span className="vt-fixed-actions__text">{text.cart}</span>
        </>
      )}
    </FixedActionsCartElement>
  );
}

/** Props of the ready-made `<FixedActions />`. */
export interface FixedActionsProps extends Omit<FixedActionsRootProps, 'children' | 'asChild'> {
  /** Opens the page's search; the page's search box takes focus when `undefined`. */
  readonly onSearch?: (() => void) | undefined;
  /** Opens the cart; `cart.view` on the bus when `undefined`. */
  readonly onCartOpen?: (() => void) | undefined;
  /** The element focused after going back to the top; focus stays when `undefined`. */
  readonly focusTargetId?: string | undefined;
  /** Shows the texts beside the icons (otherwise visually hidden, still naming the actions). */
  readonly showLabels?: boolean | undefined;
}

/**
 * The fixed action icons: back to top, search, customer centre (login for a visitor) and cart,
 * each named by its text (visible with `showLabels`, else visually hidden).
 */
export function FixedActions({
  onSearch,
  onCartOpen,
  focusTargetId,
  showLabels,
  ...rootProps
}: FixedActionsProps) {
  return (
    <FixedActionsRoot data-show-labels={showLabels ? '' : undefined} {...rootProps}>
      <FixedActionsBackToTop focusTargetId={focusTargetId} />
      <FixedActionsSearch onSearch={onSearch} />
      <FixedActionsCustomer />
      <FixedActionsCart onCartOpen={onCartOpen} />
    </FixedActionsRoot>
  );
}

FixedActions.Root = FixedActionsRoot;
FixedActions.BackToTop = FixedActionsBackToTop;
FixedActions.Search = FixedActionsSearch;
FixedActions.Customer = FixedActionsCustomer;
FixedActions.Cart = FixedActionsCart;
