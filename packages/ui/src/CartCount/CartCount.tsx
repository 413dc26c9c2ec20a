import { useCartCount } from '@vitrine/hooks';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { dataFlag } from '../internal/dataAttributes';
import { useUiMessages } from '../messages/useUiMessages';
import { type CartCountMessages, cartCountMessages } from './cartCountMessages';

/** Props of `CartCount`. */
export interface CartCountProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Renders the behaviour on the single child instead (Radix `Slot`), e.g. a link to '/cart'. */
  readonly asChild?: boolean | undefined;
  /** The accessible name with the count; '{n} itens no carrinho' ('1 item no carrinho') when `undefined`. */
  readonly label?: CartCountMessages['label'] | undefined;
  /** The name before the cart loaded; 'Carrinho' when `undefined`. */
  readonly loadingLabel?: string | undefined;
  /**
   * The name while the cart cannot be read (the badge shows '?', never a made-up 0);
   * 'Carrinho: quantidade de itens indisponível no momento' when `undefined`.
   */
  readonly unknownLabel?: string | undefined;
  /** The icon before the count; a bag line icon when `undefined`, `null` for none. */
  readonly icon?: ReactNode;
  /** With `asChild`: the element to render; the icon and the count go after its own children. */
  readonly children?: ReactNode;
}

function BagIcon() {
  return (
    <svg className="vt-cart-count__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const CartCountElement = part('button', 'CartCount.CartCount', 'vt-cart-count');

/**
 * The header's cart badge: a button named '3 itens no carrinho' showing the count, that opens the cart
 * (it publishes `cart.view`: every `CartPreview` of the page opens, the cart reloads, `view_cart` is sent).
 * It re-renders only when the count changes (`useCartCount`). A consumer's `onClick` calling
 * `preventDefault()` keeps the cart closed.
 */
export function CartCount({
  asChild,
  label,
  loadingLabel,
  unknownLabel,
  icon,
  className,
  onClick,
  children,
  ...props
}: CartCountProps): ReactNode {
  const text = useUiMessages('cartCount', cartCountMessages, { label, loadingLabel, unknownLabel });
  const { count, countKnown, isLoading, view } = useCartCount();
  const known = countKnown && count !== undefined ? count : undefined;
  const unknown = !isLoading && known === undefined;
  const content = (
    <>
      {icon === undefined ? <BagIcon /> : icon}
      <span className="vt-cart-count__badge" aria-hidden="true">
        {isLoading ? '' : (known ?? text.unknownCount)}
      </span>
    </>
  );
  return (
    <CartCountElement
      asChild={asChild}
      type={asChild ? undefined : 'button'}
      aria-label={isLoading ? text.loadingLabel : known === undefined ? text.unknownLabel : text.label(known)}
      data-loading={dataFlag(isLoading)}
      data-unknown={dataFlag(unknown)}
      data-empty={dataFlag(known === 0)}
      {...props}
      className={className}
      onClick={composeEventHandlers(onClick, (_event: MouseEvent<HTMLButtonElement>) => view())}
    >
      {slotContent(asChild, children, content)}
    </CartCountElement>
  );
}
