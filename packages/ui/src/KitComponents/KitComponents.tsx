import { type Product, routes } from '@vitrine/core';
import { createContext, type ReactNode, useId, useMemo } from 'react';
import { part } from '../foundation/internal/createPart';
import { LazyImage } from '../foundation/LazyImage/LazyImage';
import { cx } from '../internal/cx';
import { type PartProps, usePartsContext } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { type KitComponentsMessages, kitComponentsMessages } from './kitComponentsMessages';
import { type KitComponent, type KitComponentsModel, useKitComponents } from './useKitComponents';

/** What `KitComponents.Root` gives its parts. */
interface KitComponentsContextValue {
  readonly kit: KitComponentsModel;
  readonly texts: KitComponentsMessages;
}

const KitComponentsContext = createContext<KitComponentsContextValue | null>(null);

function useKit(part: string): KitComponentsContextValue {
  return usePartsContext(KitComponentsContext, 'KitComponents', part);
}

const KitComponentsItemContext = createContext<KitComponent | null>(null);

function useComponent(part: string): KitComponent {
  return usePartsContext(KitComponentsItemContext, 'KitComponents', part, 'Item');
}

const stockOf = (outOfStock: boolean): 'in' | 'out' => (outOfStock ? 'out' : 'in');

/** Props of `KitComponents.Root`. */
export type KitComponentsRootProps = PartProps<'section'> & {
  /** The kit (`isKit`); its `kitProducts` are listed. */
  readonly product: Pick<Product, 'isKit' | 'kitProducts'>;
  /** Replaces some texts for this block (over the provider's `messages.ui.kitComponents`). */
  readonly texts?: Partial<KitComponentsMessages> | undefined;
};

const KitComponentsRootElement = part('section', 'KitComponents.Root', 'vt-kit-components');

/**
 * The block's section. Renders nothing unless the product is a kit with at least one component.
 * `data-stock="in|out"`: 'out' when every component is out of stock.
 */
export function KitComponentsRoot({ product, texts: textProps, ...props }: KitComponentsRootProps) {
  const texts = useUiMessages('kitComponents', kitComponentsMessages, textProps);
  const kit = useKitComponents(product);
  const context = useMemo(() => ({ kit, texts }), [kit, texts]);
  if (!kit.isKit) return null;
  return (
    <KitComponentsContext.Provider value={context}>
      <KitComponentsRootElement data-stock={stockOf(kit.outOfStock)} {...props} />
    </KitComponentsContext.Provider>
  );
}

/** Props of `KitComponents.Title`. */
export type KitComponentsTitleProps = PartProps<'h2'>;

const KitComponentsTitleElement = part('h2', 'KitComponents.Title', 'vt-kit-components__title');

/** The heading ('Itens do kit'; an `h2`, `asChild` for another level). */
export function KitComponentsTitle({ children, ...props }: KitComponentsTitleProps) {
  const { texts } = useKit('Title');
  return <KitComponentsTitleElement {...props}>{children ?? texts.title}</KitComponentsTitleElement>;
}

/** Props of `KitComponents.List`. */
export type KitComponentsListProps = PartProps<'ul'>;

const KitComponentsListElement = part('ul', 'KitComponents.List', 'vt-kit-components__list');

/** The components, in the kit's order (one `KitComponents.Item` each unless children). */
export function KitComponentsList({ children, ...props }: KitComponentsListProps) {
  const { kit } = useKit('List');
  return (
    <KitComponentsListElement {...props}>
      {children ??
        kit.components.map((component) => (
          <KitComponentsItem key={component.product.idProduct} component={component} />
        ))}
    </KitComponentsListElement>
  );
}

/** Props of `KitComponents.Item`. */
export type KitComponentsItemProps = PartProps<'li'> & {
  /** The component (one of `useKitComponents().components`). */
  readonly component: KitComponent;
};

const KitComponentsItemElement = part('li', 'KitComponents.Item', 'vt-kit-components__item');

/** One component: image, name, quantity and stock unless children are given. `data-stock="in|out"`. */
export function KitComponentsItem({ component, className, children, ...props }: KitComponentsItemProps) {
  return (
    <KitComponentsItemContext.Provider value={component}>
      <KitComponentsItemElement data-stock={stockOf(component.outOfStock)} {...props} className={className}>
        {children ?? (
          <>
            <KitComponentsItemImage />
            <div className="vt-kit-components__body">
              <KitComponentsItemName />
              <KitComponentsItemQuantity />
              <KitComponentsItemStock />
            </div>
          </>
        )}
      </KitComponentsItemElement>
    </KitComponentsItemContext.Provider>
  );
}

/** Props of `KitComponents.ItemImage`. */
export type KitComponentsItemImageProps = Omit<PartProps<'img'>, 'src' | 'alt' | 'width' | 'height'>;

/** The component's picture (decorative: the name follows it), loaded lazily with its square reserved. */
export function KitComponentsItemImage({ className, ref, ...props }: KitComponentsItemImageProps) {
  const { product } = useComponent('ItemImage');
  if (!product.imageHome) return null;
  return (
    <LazyImage
      {...props}
      ref={ref}
      src={product.imageHome}
      alt=""
      aspectRatio={1}
      className={cx('vt-kit-components__image', className)}
    />
  );
}

/** Props of `KitComponents.ItemName`. */
export type KitComponentsItemNameProps = PartProps<'p'>;

const KitComponentsItemNameElement = part('p', 'KitComponents.ItemName', 'vt-kit-components__name');

/** The component's name, a link to its page when it has a friendly URL. */
export function KitComponentsItemName({ className, children, ...props }: KitComponentsItemNameProps) {
  const { product } = useComponent('ItemName');
  return (
    <KitComponentsItemNameElement {...props} className={className}>
      {children ??
        (product.urlFriendly ? (
          <a className="vt-link vt-kit-components__link" href={routes.product(product.urlFriendly)}>
            {product.name}
          </a>
        ) : (
          product.name
        ))}
    </KitComponentsItemNameElement>
  );
}

/** Props of `KitComponents.ItemQuantity`. */
export type KitComponentsItemQuantityProps = PartProps<'p'>;

const KitComponentsItemQuantityElement = part(
  'p',
  'KitComponents.ItemQuantity',
  'vt-kit-components__quantity',
);

/** How many units of the component one kit holds ('2 unidades'). */
export function KitComponentsItemQuantity({ children, ...props }: KitComponentsItemQuantityProps) {
  const { texts } = useKit('ItemQuantity');
  const { quantity } = useComponent('ItemQuantity');
  return (
    <KitComponentsItemQuantityElement data-quantity={quantity} {...props}>
      {children ?? texts.quantity(quantity)}
    </KitComponentsItemQuantityElement>
  );
}

/** Props of `KitComponents.ItemStock`. */
export type KitComponentsItemStockProps = PartProps<'p'>;

const KitComponentsItemStockElement = part('p', 'KitComponents.ItemStock', 'vt-kit-components__stock');

/** The component's stock: 'Em estoque' or 'Esgotado' (`data-stock="in|out"`). */
export function KitComponentsItemStock({ children, ...props }: KitComponentsItemStockProps) {
  const { texts } = useKit('ItemStock');
  const { outOfStock } = useComponent('ItemStock');
  return (
    <KitComponentsItemStockElement data-stock={stockOf(outOfStock)} {...props}>
      {children ?? (outOfStock ? texts.soldOut : texts.inStock)}
    </KitComponentsItemStockElement>
  );
}

/** Props of `KitComponents.Status`. */
export type KitComponentsStatusProps = PartProps<'p'>;

const KitComponentsStatusElement = part('p', 'KitComponents.Status', 'vt-kit-components__status');

/** Says the kit is out of stock when every component is; renders nothing otherwise. */
export function KitComponentsStatus({ children, ...props }: KitComponentsStatusProps) {
  const { kit, texts } = useKit('Status');
  if (!kit.outOfStock) return null;
  return <KitComponentsStatusElement {...props}>{children ?? texts.kitSoldOut}</KitComponentsStatusElement>;
}

/** Props of the ready-made `<KitComponents />`. */
export interface KitComponentsProps
  extends Omit<KitComponentsRootProps, 'children' | 'asChild' | 'texts' | 'title'>,
    Partial<Omit<KitComponentsMessages, 'title'>> {
  /** The heading; 'Itens do kit' when `undefined`. */
  readonly title?: string | undefined;
  /** Anything after the list. */
  readonly children?: ReactNode;
}

/**
 * A kit's components, read-only: each with its picture, name (a link to its page), the units one kit holds and its
 * stock; under them, 'Kit esgotado…' when every component is out of stock. Nothing renders unless the product is
 * a kit with components.
 */
export function KitComponents({
  product,
  title,
  quantity,
  inStock,
  soldOut,
  kitSoldOut,
  children,
  ...rootProps
}: KitComponentsProps) {
  const titleId = useId();
  return (
    <KitComponentsRoot
      aria-labelledby={titleId}
      product={product}
      texts={{ title, quantity, inStock, soldOut, kitSoldOut }}
      {...rootProps}
    >
      <KitComponentsTitle id={titleId} />
      <KitComponentsList />
      <KitComponentsStatus />
      {children}
    </KitComponentsRoot>
  );
}

KitComponents.Root = KitComponentsRoot;
KitComponents.Title = KitComponentsTitle;
KitComponents.List = KitComponentsList;
KitComponents.Item = KitComponentsItem;
KitComponents.ItemImage = KitComponentsItemImage;
KitComponents.ItemName = KitComponentsItemName;
KitComponents.ItemQuantity = KitComponentsItemQuantity;
KitComponents.ItemStock = KitComponentsItemStock;
KitComponents.Status = KitComponentsStatus;
