import { useWishlist, type WishlistFlow } from '@vitrine/hooks';
import { createContext, type ReactNode, useContext } from 'react';
import { part } from '../foundation/internal/createPart';
import { cx } from '../internal/cx';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { type WishlistCountMessages, wishlistCountMessages } from './wishlistCountMessages';

interface WishlistCountContextValue {
  readonly wishlist: WishlistFlow;
  readonly text: WishlistCountMessages;
  /** The accessible label of the count; `undefined` until it is known. */
  readonly label: string | undefined;
}

const WishlistCountContext = createContext<WishlistCountContextValue | undefined>(undefined);

function useWishlistCountContext(part: string): WishlistCountContextValue {
  const value = useContext(WishlistCountContext);
  if (!value) throw new Error(`<WishlistCount.${part}> must be inside <WishlistCount.Root>.`);
  return value;
}

/** Text props of the count; each `undefined` keeps the provider's text, then the pt-BR default. */
export type WishlistCountTextProps = {
  readonly [K in keyof WishlistCountMessages]?: WishlistCountMessages[K] | undefined;
};

/** Props of `WishlistCount.Root`. */
export interface WishlistCountRootProps extends PartProps<'span'> {
  /** Replaces some of the texts. */
  readonly messages?: WishlistCountTextProps | undefined;
}

const RootElement = part('span', 'WishlistCount.Root', 'vt-wishlist-count');

/**
 * The count's container: renders nothing for a visitor (the count is for signed-in customers only),
 * nor when the list failed to load (load errors are silent). `data-loading` while the list loads,
 * `data-empty` at zero.
 */
function Root({ messages, ...props }: WishlistCountRootProps) {
  const text = useUiMessages('wishlistCount', wishlistCountMessages, messages);
  const wishlist = useWishlist();
  if (!wishlist.isAuthenticated) return null;
  if (wishlist.count === undefined && wishlist.error !== undefined && !wishlist.isLoading) return null;
  const { count } = wishlist;
  const label =
    count === undefined
      ? undefined
      : count === 1
        ? text.labelOne
        : text.label.replace('{count}', String(count));
  return (
    <WishlistCountContext.Provider value={{ wishlist, text, label }}>
      <RootElement
        data-loading={count === undefined ? '' : undefined}
        data-empty={count === 0 ? '' : undefined}
        {...props}
      />
    </WishlistCountContext.Provider>
  );
}

/** Props of `WishlistCount.Icon`. */
export type WishlistCountIconProps = PartProps<'span'>;

const IconElement = part('span', 'WishlistCount.Icon', 'vt-wishlist-count__icon');

/** A decorative heart (hidden from assistive technology). */
function Icon({ children, ...props }: WishlistCountIconProps) {
  return (
    <IconElement aria-hidden="true" {...props}>
      {children ?? (
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.3C1.5 8 3.6 4.5 7 4.5c2 0 3.7 1.1 5 3 1.3-1.9 3-3 5-3 3.4 0 5.5 3.5 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </IconElement>
  );
}

/** Props of `WishlistCount.Count`. */
export type WishlistCountCountProps = PartProps<'span'>;

const CountElement = part('span', 'WishlistCount.Count', 'vt-wishlist-count__badge');

/**
 * The number as a badge (hidden from assistive technology: `WishlistCount.Label` says it in words). While the
 * list loads it is a skeleton of the badge's size, so nothing moves when the number arrives.
 */
function Count({ className, ...props }: WishlistCountCountProps) {
  const { wishlist } = useWishlistCountContext('Count');
  const loading = wishlist.count === undefined;
  return (
    <CountElement aria-hidden="true" {...props} className={cx(loading && 'vt-skeleton', className)}>
      {loading ? '' : wishlist.count}
    </CountElement>
  );
}

/** Props of `WishlistCount.Label`. */
export type WishlistCountLabelProps = PartProps<'span'>;

const LabelElement = part('span', 'WishlistCount.Label', 'vt-visually-hidden');

/** The count in words ('3 itens na lista de desejos'), visually hidden; 'Lista de desejos' until the count is known. */
function Label({ ...props }: WishlistCountLabelProps) {
  const { label, text } = useWishlistCountContext('Label');
  return <LabelElement {...props}>{label ?? text.name}</LabelElement>;
}

/** Props of the ready-made `WishlistCount`. */
export interface WishlistCountProps extends WishlistCountRootProps, WishlistCountTextProps {
  /** Makes the count a link to the wishlist page (the spec names none; e.g. '/customer/wishlist'). */
  readonly href?: string | undefined;
  /** Replaces the heart icon. */
  readonly icon?: ReactNode | undefined;
}

/**
 * The signed-in customer's wishlist count, ready to drop in the header: a heart with the number and, for screen
 * readers, '{n} itens na lista de desejos'. Nothing for a visitor.
 */
function WishlistCountDefault({
  href,
  icon,
  name,
  label,
  labelOne,
  messages,
  asChild,
  children,
  ...props
}: WishlistCountProps) {
  const inner = (
    <>
      <Icon>{icon}</Icon>
      <Count />
      <Label />
    </>
  );
  return (
    <Root
      {...props}
      asChild={href !== undefined || asChild}
      messages={{ name, label, labelOne, ...messages }}
    >
      {href !== undefined ? <a href={href}>{inner}</a> : asChild ? children : inner}
    </Root>
  );
}

/** The parts of the wishlist count, to compose your own markup inside `WishlistCount.Root`. */
export const WishlistCountParts = { Root, Icon, Count, Label };

/** The wishlist count: `<WishlistCount />` ready-made, or `WishlistCount.Root / .Icon / .Count / .Label` composed. */
export const WishlistCount = Object.assign(WishlistCountDefault, WishlistCountParts);

export {
  Count as WishlistCountCount,
  Icon as WishlistCountIcon,
  Label as WishlistCountLabel,
  Root as WishlistCountRoot,
};
