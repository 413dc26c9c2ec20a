import type { ConjunctEntry, ConjunctInput } from '@vitrine/core';
import { type ReactNode, useId, useMemo } from 'react';
import { part } from '../foundation/internal/createPart';
import { Price } from '../foundation/Price/Price';
import { type BundlePartProps, bundleParts } from '../internal/bundleParts';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';
import { splitProps } from '../internal/splitProps';
import { useUiMessages } from '../messages/useUiMessages';
import { type ConjunctProductsMessages, conjunctProductsMessages } from './conjunctProductsMessages';
import { type ConjunctBlock, useConjunctBlock } from './useConjunctBlock';

/** What `ConjunctProducts.Root` gives its parts. */
interface ConjunctProductsContextValue {
  readonly block: ConjunctBlock;
  readonly texts: ConjunctProductsMessages;
}

/** What `ConjunctProducts.Item` gives its parts. */
interface ConjunctProductsItemContextValue {
  readonly item: ConjunctEntry;
  /** The id of the item's name (describes its variation lists). */
  readonly nameId: string;
  /** The id of the item's stock line (describes its tick). */
  readonly stockId: string;
  /** The id of the item's tick (its visible label points at it). */
  readonly tickId: string;
}

/** The block's contexts and the parts it shares with the other bundle blocks (`internal/bundleParts`). */
const parts = bundleParts<ConjunctProductsContextValue, ConjunctProductsItemContextValue>(
  'ConjunctProducts',
  'vt-conjunct-products',
  ConjunctProductsItem,
);
const { useBlock, useItem } = parts;

/** An item's stock: 'in' or 'out' once its SKU is known, `undefined` while its variations are incomplete. */
function stockOf(item: ConjunctEntry): 'in' | 'out' | undefined {
  if (item.resolution === 'incomplete') return undefined;
  return item.canTick ? 'in' : 'out';
}

/** An item can be ticked (the chosen SKU has stock) or is ticked already (so it can be unticked). */
const tickEnabled = (item: ConjunctEntry): boolean => item.canTick || item.ticked !== undefined;

/** Props of `ConjunctProducts.Root`. */
export type ConjunctProductsRootProps = PartProps<'section'> & {
  /** The conjunct product (`hasConjunct`); its `conjunctProducts` are the items to tick. */
  readonly product: ConjunctInput['product'];
  /** The totals before any tick; all 0 when `undefined`. Read when the product changes. */
  readonly base?: ConjunctInput['base'];
  /** Replaces some texts for this block (over the provider's `messages.ui.conjunctProducts`). */
  readonly texts?: Partial<ConjunctProductsMessages> | undefined;
};

/**
 * The block's section over `useConjunctBlock` (core's `conjunctMachine`), started again for each product.
 * Renders nothing unless the product has `hasConjunct` and at least one conjunct item. `data-count` is how many
 * items are ticked.
 */
export function ConjunctProductsRoot(props: ConjunctProductsRootProps) {
  return <BlockRoot key={props.product.idProduct} {...props} />;
}

function BlockRoot({ product, base, texts: textProps, ...props }: ConjunctProductsRootProps) {
  const texts = useUiMessages('conjunctProducts', conjunctProductsMessages, textProps);
  const block = useConjunctBlock(product, { base });
  return (
    <parts.Section
      data-count={block.tickedItems.length}
      {...props}
      block={block}
      texts={texts}
      shown={block.hasItems}
    />
  );
}

/** Props of `ConjunctProducts.Title`. */
export type ConjunctProductsTitleProps = BundlePartProps['Title'];

/** The heading ('Monte seu conjunto'; an `h2`, `asChild` for another level). */
export const ConjunctProductsTitle: (props: ConjunctProductsTitleProps) => ReactNode = parts.Title;

/** Props of `ConjunctProducts.List`. */
export type ConjunctProductsListProps = BundlePartProps['List'];

/** The items, in the product's order (one `ConjunctProducts.Item` each unless children). */
export const ConjunctProductsList: (props: ConjunctProductsListProps) => ReactNode = parts.List;

/** Props of `ConjunctProducts.Item`. */
export type ConjunctProductsItemProps = PartProps<'li'> & {
  /** The item (one of `useConjunctBlock().items`). */
  readonly item: ConjunctEntry;
};

const ConjunctProductsItemElement = part('li', 'ConjunctProducts.Item', 'vt-conjunct-products__item');

/**
 * One item: tick, image, name, stock, price and variation lists unless children are given. `data-ticked`,
 * `data-stock="in|out"` once its SKU is known, `data-disabled` while it cannot be ticked.
 */
export function ConjunctProductsItem({ item, className, children, ...props }: ConjunctProductsItemProps) {
  const nameId = useId();
  const stockId = useId();
  const tickId = useId();
  const context = useMemo(() => ({ item, nameId, stockId, tickId }), [item, nameId, stockId, tickId]);
  const { texts } = useBlock('Item');
  return (
    <parts.ItemContext.Provider value={context}>
      <ConjunctProductsItemElement
        data-ticked={dataFlag(item.ticked !== undefined)}
        data-stock={stockOf(item)}
        data-disabled={dataFlag(!tickEnabled(item))}
        {...props}
        className={className}
      >
        {children ?? (
          <>
            <label className="vt-conjunct-products__tick-label" htmlFor={context.tickId}>
              <ConjunctProductsTick />
              <span aria-hidden="true">{texts.tickText}</span>
            </label>
            <ConjunctProductsItemImage />
            <div className="vt-conjunct-products__body">
              <ConjunctProductsItemName />
              <ConjunctProductsItemStock />
              <ConjunctProductsItemPrice />
              <ConjunctProductsItemVariations />
            </div>
          </>
        )}
      </ConjunctProductsItemElement>
    </parts.ItemContext.Provider>
  );
}

/** Props of `ConjunctProducts.Tick`. */
export type ConjunctProductsTickProps = Omit<PartProps<'input'>, 'type' | 'checked' | 'defaultChecked'>;

const ConjunctProductsTickElement = part('input', 'ConjunctProducts.Tick', 'vt-conjunct-products__tick');

/**
 * The item's tick: a checkbox named 'Adicionar {produto}' and described by its stock line, enabled only while the
 * chosen SKU has stock (or to untick). Ticking adds the item's prices to the totals, unticking removes them. A
 * consumer's `preventDefault()` in `onChange` cancels it.
 */
export function ConjunctProductsTick({ onChange, ...props }: ConjunctProductsTickProps) {
  const { block, texts } = useBlock('Tick');
  const { item, stockId, tickId } = useItem('Tick');
  return (
    <ConjunctProductsTickElement
      id={tickId}
      aria-label={texts.tick(item.product.name)}
      aria-describedby={stockId}
      disabled={!tickEnabled(item)}
      {...props}
      type="checkbox"
      checked={item.ticked !== undefined}
      onChange={composeEventHandlers(onChange, () => block.toggle(item.product.idProduct))}
    />
  );
}

/** Props of `ConjunctProducts.ItemImage`. */
export type ConjunctProductsItemImageProps = BundlePartProps['ItemImage'];

/** The item's picture (decorative: the name follows it), loaded lazily with its square reserved. */
export const ConjunctProductsItemImage: (props: ConjunctProductsItemImageProps) => ReactNode =
  parts.ItemImage;

/** Props of `ConjunctProducts.ItemName`. */
export type ConjunctProductsItemNameProps = PartProps<'p'>;

const ConjunctProductsItemNameElement = part('p', 'ConjunctProducts.ItemName', 'vt-conjunct-products__name');

/** The item's name, a link to its page when it has a friendly URL. */
export function ConjunctProductsItemName({ className, children, ...props }: ConjunctProductsItemNameProps) {
  useItem('ItemName'); // outside an Item it throws, as every part of the card does
  return (
    <ConjunctProductsItemNameElement {...props} className={className}>
      {children ?? <parts.ItemNameText />}
    </ConjunctProductsItemNameElement>
  );
}

/** Props of `ConjunctProducts.ItemStock`. */
export type ConjunctProductsItemStockProps = PartProps<'p'>;

const ConjunctProductsItemStockElement = part(
  'p',
  'ConjunctProducts.ItemStock',
  'vt-conjunct-products__stock',
);

/**
 * The item's stock line, which describes its tick: 'Em estoque', 'Esgotado' for a chosen SKU without stock, or
 * 'Selecione primeiro as variações' while a variation is missing.
 */
export function ConjunctProductsItemStock({ children, ...props }: ConjunctProductsItemStockProps) {
  const { texts } = useBlock('ItemStock');
  const { item, stockId } = useItem('ItemStock');
  const stock = stockOf(item);
  const text = stock === undefined ? texts.variationsFirst : stock === 'in' ? texts.inStock : texts.soldOut;
  return (
    <ConjunctProductsItemStockElement id={stockId} data-stock={stock} {...props}>
      {children ?? text}
    </ConjunctProductsItemStockElement>
  );
}

/** Props of `ConjunctProducts.ItemPrice`. */
export type ConjunctProductsItemPriceProps = BundlePartProps['ItemPrice'];

/** The item's price for its chosen SKU (the foundation `Price`: old price, price paid, discount, 'Sob Consulta'). */
export const ConjunctProductsItemPrice: (props: ConjunctProductsItemPriceProps) => ReactNode =
  parts.ItemPrice;

/** Props of `ConjunctProducts.ItemVariations`. */
export type ConjunctProductsItemVariationsProps = BundlePartProps['ItemVariations'];

/**
 * One list per reference of the item (Cor, Tamanho…), described by the item's name; a variation without stock
 * for the other choices says so. Choosing resolves the item's SKU: its price and stock follow, and a ticked item
 * whose new SKU has no stock is unticked. Nothing for an item without variations.
 */
export const ConjunctProductsItemVariations: (props: ConjunctProductsItemVariationsProps) => ReactNode =
  parts.ItemVariations;

/** Props of `ConjunctProducts.Totals`. */
export type ConjunctProductsTotalsProps = Omit<PartProps<'div'>, 'children'>;

const ConjunctProductsTotalsElement = part('div', 'ConjunctProducts.Totals', 'vt-conjunct-products__totals');

/**
 * How many items are ticked and their subtotal (list prices), discount (promotion saving) and total, each through
 * the foundation `Price` and never below R$ 0,00; a polite live region, so a tick is heard with its new total.
 */
export function ConjunctProductsTotals({ className, ...props }: ConjunctProductsTotalsProps) {
  const { block, texts } = useBlock('Totals');
  const { totals } = block;
  const rows = [
    ['subtotal', texts.subTotal, totals.subTotal],
    ['discount', texts.discount, totals.discount],
    ['total', texts.total, totals.total],
  ] as const;
  return (
    <ConjunctProductsTotalsElement
      role="status"
      aria-label={texts.totalsLabel}
      aria-atomic="true"
      {...props}
      className={className}
    >
      <p className="vt-conjunct-products__count">{texts.tickedCount(block.tickedItems.length)}</p>
      <dl className="vt-conjunct-products__amounts">
        {rows.map(([key, label, value]) => (
          <div key={key} className="vt-conjunct-products__amount" data-amount={key}>
            <dt>{label}</dt>
            <dd>
              <Price price={value} pricePromotion={null} showDiscount={false} />
            </dd>
          </div>
        ))}
      </dl>
    </ConjunctProductsTotalsElement>
  );
}

/** Props of `ConjunctProducts.AddToCart`. */
export type ConjunctProductsAddToCartProps = PartProps<'button'>;

const ConjunctProductsAddToCartElement = part('button', 'ConjunctProducts.AddToCart', 'vt-button');

/**
 * 'Adicionar ao Carrinho': puts every ticked item in the cart (its chosen SKU, one unit each) in one
 * `cart.addMassive` request the page's cart flow performs. Disabled while no item is ticked. A consumer's
 * `preventDefault()` in `onClick` cancels it.
 */
export function ConjunctProductsAddToCart({
  className,
  children,
  onClick,
  ...props
}: ConjunctProductsAddToCartProps) {
  const { block, texts } = useBlock('AddToCart');
  const empty = block.tickedItems.length === 0;
  return (
    <ConjunctProductsAddToCartElement
      type="button"
      disabled={empty}
      data-disabled={dataFlag(empty)}
      {...props}
      onClick={composeEventHandlers(onClick, block.addToCart)}
      className={cx('vt-conjunct-products__add', className)}
    >
      {children ?? texts.addToCart}
    </ConjunctProductsAddToCartElement>
  );
}

/** Props of the ready-made `<ConjunctProducts />`. */
export interface ConjunctProductsProps
  extends Omit<ConjunctProductsRootProps, 'children' | 'asChild' | 'texts' | 'title'>,
    Partial<Omit<ConjunctProductsMessages, 'title'>> {
  /** The heading; 'Monte seu conjunto' when `undefined`. */
  readonly title?: string | undefined;
  /** Anything after the button. */
  readonly children?: ReactNode;
}

/** The ready-made's text props, handed to the Root as its `texts`. */
const textKeys = (Object.keys(conjunctProductsMessages) as (keyof ConjunctProductsMessages)[]).filter(
  (key): key is Exclude<keyof ConjunctProductsMessages, 'title'> => key !== 'title',
);

/**
 * The conjunct product's items: each with its tick, picture, name (a link), stock, price and variation lists; a
 * tick is enabled only while the item's chosen SKU has stock. Below, the ticked items' subtotal, discount and total
 * (up on tick, down on untick, never below 0) and 'Adicionar ao Carrinho' for the ticked items. Nothing renders
 * unless the product has conjunct items.
 */
export function ConjunctProducts({ title, children, ...rest }: ConjunctProductsProps) {
  const titleId = useId();
  const [textProps, rootProps] = splitProps(rest, textKeys);
  return (
    <ConjunctProductsRoot aria-labelledby={titleId} texts={{ ...textProps, title }} {...rootProps}>
      <ConjunctProductsTitle id={titleId} />
      <ConjunctProductsList />
      <div className="vt-conjunct-products__footer">
        <ConjunctProductsTotals />
        <ConjunctProductsAddToCart />
      </div>
      {children}
    </ConjunctProductsRoot>
  );
}

ConjunctProducts.Root = ConjunctProductsRoot;
ConjunctProducts.Title = ConjunctProductsTitle;
ConjunctProducts.List = ConjunctProductsList;
ConjunctProducts.Item = ConjunctProductsItem;
ConjunctProducts.Tick = ConjunctProductsTick;
ConjunctProducts.ItemImage = ConjunctProductsItemImage;
ConjunctProducts.ItemName = ConjunctProductsItemName;
ConjunctProducts.ItemStock = ConjunctProductsItemStock;
ConjunctProducts.ItemPrice = ConjunctProductsItemPrice;
ConjunctProducts.ItemVariations = ConjunctProductsItemVariations;
ConjunctProducts.Totals = ConjunctProductsTotals;
ConjunctProducts.AddToCart = ConjunctProductsAddToCart;
