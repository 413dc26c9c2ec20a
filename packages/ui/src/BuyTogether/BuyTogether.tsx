import type { BuyTogetherEntry, BuyTogetherInput, Product } from '@vitrine/core';
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
import { type BuyTogetherMessages, buyTogetherMessages } from './buyTogetherMessages';
import { type BuyTogetherBlock, useBuyTogetherBlock } from './useBuyTogetherBlock';

/** What `BuyTogether.Root` gives its parts. */
interface BuyTogetherContextValue {
  readonly block: BuyTogetherBlock;
  readonly texts: BuyTogetherMessages;
}

/** What `BuyTogether.Item` gives its parts. */
interface BuyTogetherItemContextValue {
  readonly item: BuyTogetherEntry;
  /** The id of the card's name, describing its variation lists. */
  readonly nameId: string;
}

/** The block's contexts and the parts it shares with the other bundle blocks (`internal/bundleParts`). */
const parts = bundleParts<BuyTogetherContextValue, BuyTogetherItemContextValue>(
  'BuyTogether',
  'vt-buy-together',
  BuyTogetherItem,
);
const { useBlock, useItem } = parts;

/** A card's stock: 'out' once its SKU (or the product) is known to have none. */
function stockOf(item: BuyTogetherEntry): 'in' | 'out' | undefined {
  if (item.resolution === 'incomplete') return undefined;
  return item.stock === 0 || item.product.flagExhausted ? 'out' : 'in';
}

/** Props of `BuyTogether.Root`. */
export type BuyTogetherRootProps = PartProps<'section'> & {
  /** The detail page's product (preselected, on its initial SKU); its `buyTogether` list is offered with it. */
  readonly product: BuyTogetherInput['product'];
  /** The products offered with it; `undefined` uses `product.buyTogether`. Read when the product changes. */
  readonly products?: readonly Product[] | undefined;
  /** Replaces some texts for this block (over the provider's `messages.ui.buyTogether`). */
  readonly texts?: Partial<BuyTogetherMessages> | undefined;
};

/**
 * The block's section over `useBuyTogether` (core's `buyTogetherMachine`), started again for each product.
 * Renders nothing when the product has no product to buy with it. `data-count` is how many are selected.
 */
export function BuyTogetherRoot(props: BuyTogetherRootProps) {
  return <BlockRoot key={props.product.idProduct} {...props} />;
}

function BlockRoot({ product, products, texts: textProps, ...props }: BuyTogetherRootProps) {
  const texts = useUiMessages('buyTogether', buyTogetherMessages, textProps);
  const block = useBuyTogetherBlock(product, { products });
  return (
    <parts.Section
      data-count={block.selectedCount}
      {...props}
      block={block}
      texts={texts}
      shown={block.hasOffers}
    />
  );
}

/** Props of `BuyTogether.Title`. */
export type BuyTogetherTitleProps = BundlePartProps['Title'];

/** The heading ('Compre Junto'; an `h2`, `asChild` for another level). */
export const BuyTogetherTitle: (props: BuyTogetherTitleProps) => ReactNode = parts.Title;

/** Props of `BuyTogether.List`. */
export type BuyTogetherListProps = BundlePartProps['List'];

/** The cards: the page's product first, then the offered ones (one `BuyTogether.Item` each unless children). */
export const BuyTogetherList: (props: BuyTogetherListProps) => ReactNode = parts.List;

/** Props of `BuyTogether.Item`. */
export type BuyTogetherItemProps = PartProps<'li'> & {
  /** The card (one of `useBuyTogetherBlock().items`). */
  readonly item: BuyTogetherEntry;
};

const BuyTogetherItemElement = part('li', 'BuyTogether.Item', 'vt-buy-together__item');

/**
 * One card: image, name, price, variation lists and the add/remove toggle unless children are given.
 * `data-selected`, `data-main` (the page's product), `data-stock="in|out"` once its SKU is known.
 */
export function BuyTogetherItem({ item, children, ...props }: BuyTogetherItemProps) {
  const nameId = useId();
  const context = useMemo(() => ({ item, nameId }), [item, nameId]);
  return (
    <parts.ItemContext.Provider value={context}>
      <BuyTogetherItemElement
        data-selected={dataFlag(item.selected)}
        data-main={dataFlag(item.isMain)}
        data-stock={stockOf(item)}
        {...props}
      >
        {children ?? (
          <>
            <BuyTogetherItemImage />
            <BuyTogetherItemName />
            <BuyTogetherItemPrice />
            <BuyTogetherItemVariations />
            <BuyTogetherToggle />
          </>
        )}
      </BuyTogetherItemElement>
    </parts.ItemContext.Provider>
  );
}

/** Props of `BuyTogether.ItemImage`. */
export type BuyTogetherItemImageProps = BundlePartProps['ItemImage'];

/** The card's picture (decorative: the name follows it), loaded lazily with its square reserved. */
export const BuyTogetherItemImage: (props: BuyTogetherItemImageProps) => ReactNode = parts.ItemImage;

/** Props of `BuyTogether.ItemName`. */
export type BuyTogetherItemNameProps = PartProps<'p'>;

const BuyTogetherItemNameElement = part('p', 'BuyTogether.ItemName', 'vt-buy-together__name');

/**
 * The product's name: a link to its page for the offered products, with 'Este produto' on the page's own;
 * 'Esgotado' when its chosen SKU has no stock.
 */
export function BuyTogetherItemName({ className, children, ...props }: BuyTogetherItemNameProps) {
  const { texts } = useBlock('ItemName');
  const { item } = useItem('ItemName');
  return (
    <BuyTogetherItemNameElement {...props} className={className}>
      {children ?? (
        <>
          {item.isMain ? <span className="vt-buy-together__badge">{texts.mainProduct}</span> : null}
          <parts.ItemNameText linked={!item.isMain} />
          {stockOf(item) === 'out' ? (
            <span className="vt-buy-together__sold-out">{texts.soldOut}</span>
          ) : null}
        </>
      )}
    </BuyTogetherItemNameElement>
  );
}

/** Props of `BuyTogether.ItemPrice`. */
export type BuyTogetherItemPriceProps = BundlePartProps['ItemPrice'];

/** The card's price for its chosen SKU (the foundation `Price`: old price, price paid, discount, 'Sob Consulta'). */
export const BuyTogetherItemPrice: (props: BuyTogetherItemPriceProps) => ReactNode = parts.ItemPrice;

/** Props of `BuyTogether.ItemVariations`. */
export type BuyTogetherItemVariationsProps = BundlePartProps['ItemVariations'];

/**
 * One list per reference of the card's product (Cor, Tamanho…), described by the product's name; a variation
 * without stock for the other choices says so. Nothing for a product without variations.
 */
export const BuyTogetherItemVariations: (props: BuyTogetherItemVariationsProps) => ReactNode =
  parts.ItemVariations;

/** Props of `BuyTogether.Toggle`. */
export type BuyTogetherToggleProps = PartProps<'button'>;

const BuyTogetherToggleElement = part('button', 'BuyTogether.Toggle', 'vt-button');

/**
 * The card's add/remove toggle (`aria-pressed`, named 'Adicionar {produto}'): adding a product whose variations are
 * not chosen says 'Selecione as variações do produto para adiciona-lo ao compre junto.' A consumer's
 * `preventDefault()` in `onClick` cancels it.
 */
export function BuyTogetherToggle({ className, children, onClick, ...props }: BuyTogetherToggleProps) {
  const { block, texts } = useBlock('Toggle');
  const { item } = useItem('Toggle');
  return (
    <BuyTogetherToggleElement
      type="button"
      aria-pressed={item.selected}
      aria-label={texts.toggle(item.product.name)}
      data-state={item.selected ? 'on' : 'off'}
      {...props}
      onClick={composeEventHandlers(onClick, () => block.toggle(item.product.idProduct))}
      className={cx('vt-buy-together__toggle', className)}
      data-variant={item.selected ? undefined : 'secondary'}
    >
      {children ?? (
        <>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            {item.selected ? (
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
            ) : (
              <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.5" />
            )}
          </svg>
          {texts.toggleText}
        </>
      )}
    </BuyTogetherToggleElement>
  );
}

/** Props of `BuyTogether.Totals`. */
export type BuyTogetherTotalsProps = Omit<PartProps<'div'>, 'children'>;

const BuyTogetherTotalsElement = part('div', 'BuyTogether.Totals', 'vt-buy-together__totals');

/**
 * How many products are selected and their total through the foundation `Price`: the list prices struck through
 * and the price paid when the selection has a promotion saving.
 */
export function BuyTogetherTotals({ className, ...props }: BuyTogetherTotalsProps) {
  const { block, texts } = useBlock('Totals');
  const { totals } = block;
  return (
    <BuyTogetherTotalsElement {...props} className={className}>
      <span className="vt-buy-together__count">{texts.selectedCount(block.selectedCount)}</span>
      <Price
        price={totals.subTotal}
        pricePromotion={totals.discount > 0 ? totals.total : null}
        className="vt-buy-together__total"
      />
    </BuyTogetherTotalsElement>
  );
}

/** Props of `BuyTogether.Buy`. */
export type BuyTogetherBuyProps = PartProps<'button'>;

const BuyTogetherBuyElement = part('button', 'BuyTogether.Buy', 'vt-button');

/**
 * 'Comprar Junto': checks the bundle (at least 2 products, every variation chosen, every SKU in stock) and puts
 * every selected product in the cart (one `cart.addMassive` request the page's cart flow performs); otherwise the
 * block says what is missing. A consumer's `preventDefault()` in `onClick` cancels it.
 */
export function BuyTogetherBuy({ className, children, onClick, ...props }: BuyTogetherBuyProps) {
  const { block, texts } = useBlock('Buy');
  return (
    <BuyTogetherBuyElement
      type="button"
      {...props}
      onClick={composeEventHandlers(onClick, block.buy)}
      className={cx('vt-buy-together__buy', className)}
    >
      {children ?? texts.buy}
    </BuyTogetherBuyElement>
  );
}

/** Props of `BuyTogether.Quote`. */
export type BuyTogetherQuoteProps = PartProps<'button'>;

const BuyTogetherQuoteElement = part('button', 'BuyTogether.Quote', 'vt-button');

/** 'Orçar': checks the bundle like Buy, then opens the page's quote form with every selected product. */
export function BuyTogetherQuote({ className, children, onClick, ...props }: BuyTogetherQuoteProps) {
  const { block, texts } = useBlock('Quote');
  return (
    <BuyTogetherQuoteElement
      type="button"
      {...props}
      onClick={composeEventHandlers(onClick, block.quote)}
      className={cx('vt-buy-together__quote', className)}
      data-variant="secondary"
    >
      {children ?? texts.quote}
    </BuyTogetherQuoteElement>
  );
}

/** Props of `BuyTogether.Status`. */
export type BuyTogetherStatusProps = Omit<PartProps<'div'>, 'children'>;

const BuyTogetherStatusElement = part('div', 'BuyTogether.Status', 'vt-buy-together__status');

/**
 * The message of the shopper's last action, in a polite live region present from the start: 'Selecione os
 * produtos que deseja comprar junto.', 'Por favor, selecione as variações de todos os produtos antes de comprar.',
 * the out-of-stock message or the add-without-variation message. Empty once the next action passes.
 */
export function BuyTogetherStatus({ ...props }: BuyTogetherStatusProps) {
  const { block } = useBlock('Status');
  return (
    <BuyTogetherStatusElement role="status" data-kind={block.message ? 'error' : undefined} {...props}>
      {block.message}
    </BuyTogetherStatusElement>
  );
}

/** Props of the ready-made `<BuyTogether />`. */
export interface BuyTogetherProps
  extends Omit<BuyTogetherRootProps, 'children' | 'asChild' | 'texts' | 'title'>,
    Partial<Omit<BuyTogetherMessages, 'title'>> {
  /** The heading; 'Compre Junto' when `undefined`. */
  readonly title?: string | undefined;
  /** Shows 'Orçar' beside the buy button (default false). */
  readonly showQuote?: boolean | undefined;
  /**
   * Shows the block's messages inside it (default true). The flow also publishes them as alerts on the bus: turn
   * this off when the page shows alerts elsewhere, so the shopper hears them once.
   */
  readonly showStatus?: boolean | undefined;
  /** Anything after the buttons. */
  readonly children?: ReactNode;
}

/** The ready-made's text props, handed to the Root as its `texts`. */
const textKeys = (Object.keys(buyTogetherMessages) as (keyof BuyTogetherMessages)[]).filter(
  (key): key is Exclude<keyof BuyTogetherMessages, 'title'> => key !== 'title',
);

/**
 * 'Compre Junto': a card per product (the page's product preselected) with its image, name, price, variation lists
 * and an add/remove toggle; the number selected and their total; 'Comprar Junto' puts every selected product in
 * the cart once the bundle has at least 2 products with their variations chosen and in stock, otherwise it says
 * what is missing. Nothing renders when the product has no buy-together list.
 */
export function BuyTogether({
  title,
  showQuote = false,
  showStatus = true,
  children,
  ...rest
}: BuyTogetherProps) {
  const titleId = useId();
  const [textProps, rootProps] = splitProps(rest, textKeys);
  return (
    <BuyTogetherRoot aria-labelledby={titleId} texts={{ ...textProps, title }} {...rootProps}>
      <BuyTogetherTitle id={titleId} />
      <BuyTogetherList />
      <div className="vt-buy-together__footer">
        <BuyTogetherTotals />
        <div className="vt-buy-together__actions">
          <BuyTogetherBuy />
          {showQuote ? <BuyTogetherQuote /> : null}
        </div>
        {showStatus ? <BuyTogetherStatus /> : null}
      </div>
      {children}
    </BuyTogetherRoot>
  );
}

BuyTogether.Root = BuyTogetherRoot;
BuyTogether.Title = BuyTogetherTitle;
BuyTogether.List = BuyTogetherList;
BuyTogether.Item = BuyTogetherItem;
BuyTogether.ItemImage = BuyTogetherItemImage;
BuyTogether.ItemName = BuyTogetherItemName;
BuyTogether.ItemPrice = BuyTogetherItemPrice;
BuyTogether.ItemVariations = BuyTogetherItemVariations;
BuyTogether.Toggle = BuyTogetherToggle;
BuyTogether.Totals = BuyTogetherTotals;
BuyTogether.Buy = BuyTogetherBuy;
BuyTogether.Quote = BuyTogetherQuote;
BuyTogether.Status = BuyTogetherStatus;
