import type { Product } from '@vitrine/core';
import { type CSSProperties, type ReactNode, useDeferredValue } from 'react';
import { headingPart, part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import { LazyImage } from '../foundation/LazyImage/LazyImage';
import {
  PriceCurrent,
  PriceDiscount,
  PriceInstallments,
  PriceOriginal,
  PriceRoot,
  type PriceRootProps,
} from '../foundation/Price/Price';
import { QuantityInput, type QuantityInputProps } from '../foundation/QuantityInput/QuantityInput';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';
import { ProductCardContext, useProductCardContext } from './productCardContext';
import {
  ProductCardReadsContext,
  type UseProductCardOptions,
  useProductCard,
  useProductCardReads,
} from './useProductCard';

/** The default size of the card's image, in CSS pixels. */
const IMAGE_SIZE = 240;

/** A heading level for the card's name. */
export type ProductCardHeadingLevel = 2 | 3 | 4 | 5 | 6;

// ---------------------------------------------------------------------------------------------------------

/**
 * Around a list's cards: reads the company settings and the wishlist once and gives them to every card inside,
 * which would otherwise each read them (an SWR read and a session subscription per card). Renders no element.
 */
export function ProductCardReadsProvider({ children }: { readonly children?: ReactNode }): ReactNode {
  // A change of the reads (the session checked after hydration, the wishlist read, a product added to it)
  // re-renders every card of the list: in a deferred render, which React splits into short tasks after
  // anything the shopper does, rather than in one long task (the session's store update is synchronous).
  const reads = useDeferredValue(useProductCardReads());
  return <ProductCardReadsContext.Provider value={reads}>{children}</ProductCardReadsContext.Provider>;
}

/** Props of `ProductCard.Root`: the product, the card's behaviour options and the element's props. */
export type ProductCardRootProps = Omit<PartProps<'article'>, 'onSelect'> &
  UseProductCardOptions & {
    /** The product to show (a list or detail product). Key the card by product: it is read once. */
    readonly product: Product;
  };

const ProductCardRootElement = part('article', 'ProductCard.Root', 'vt-product-card');

/**
 * The card (an `article` named by the product; `asChild` renders your `li`). Marks `data-stock="in|out"`,
 * `data-promotion`, `data-on-request` and `data-variations` (the picker shows).
 */
export function ProductCardRoot({
  product,
  nameLimit,
  showVariations,
  listName,
  listId,
  index,
  onSelect,
  messages,
  ...rest
}: ProductCardRootProps): ReactNode {
  const card = useProductCard(product, {
    nameLimit,
    showVariations,
    listName,
    listId,
    index,
    onSelect,
    messages,
  });
  return (
    <ProductCardContext.Provider value={card}>
      <ProductCardRootElement
        aria-label={card.name}
        {...rest}
        data-stock={card.stock}
        data-promotion={dataFlag(card.promotion)}
        data-on-request={dataFlag(card.onRequest)}
        data-variations={dataFlag(card.variationsVisible && card.references.length > 0)}
      />
    </ProductCardContext.Provider>
  );
}

/** Props of `ProductCard.Image`. */
export type ProductCardImageProps = PartProps<'a'> & {
  /** The image's intrinsic width; 240 when `undefined`. */
  readonly width?: number | undefined;
  /** The image's intrinsic height; 240 when `undefined`. */
  readonly height?: number | undefined;
  /** Loads the image at once with high priority (the first cards of a page); lazy otherwise. */
  readonly priority?: boolean | undefined;
  /** The request's user agent when rendering on the server (bots get eager images); see `LazyImage`. */
  readonly userAgent?: string | undefined;
};

/** One image of the card: eager and high priority for the first cards, lazy otherwise. */
function CardImage({
  src,
  alternative,
  width,
  height,
  priority,
  userAgent,
}: {
  src: string;
  alternative?: boolean;
  width: number;
  height: number;
  priority: boolean;
  userAgent: string | undefined;
}) {
  const shared = {
    src,
    alt: '',
    width,
    height,
    userAgent,
    className: 'vt-product-card__image',
    'data-alternative': alternative ? '' : undefined,
  };
  if (!priority || alternative) return <LazyImage {...shared} />;
  return (
    <LazyImage {...shared} asChild>
      <img alt="" loading="eager" fetchPriority="high" />
    </LazyImage>
  );
}

const ProductCardImageElement = part('a', 'ProductCard.Image', 'vt-product-card__media');

/**
 * The thumbnail linking to the product (out of the tab order and hidden from assistive technology: the name's
 * link is the card's one link), with the alternative image shown over it on hover and focus (`data-alternative`;
 * CSS fades it in, the space stays reserved by the width and height).
 */
export function ProductCardImage({
  width = IMAGE_SIZE,
  height = IMAGE_SIZE,
  priority = false,
  userAgent,
  asChild,
  className,
  children,
  onClick,
  ...rest
}: ProductCardImageProps): ReactNode {
  const card = useProductCardContext('Image');
  const link = card.getLinkProps();
  const image = { width, height, priority, userAgent };
  return (
    <ProductCardImageElement
      asChild={asChild}
      href={link.href}
      tabIndex={-1}
      aria-hidden="true"
      {...rest}
      className={className}
      data-alternative={dataFlag(card.images.alternative !== undefined)}
      onClick={composeEventHandlers(onClick, link.onClick)}
    >
      {slotContent(
        asChild,
        children,
        <>
          {card.images.main ? (
            <CardImage src={card.images.main} {...image} />
          ) : (
            <span className="vt-product-card__image vt-product-card__image--empty" />
          )}
          {card.images.alternative ? (
            <CardImage src={card.images.alternative} alternative {...image} />
          ) : null}
          {asChild ? null : children}
        </>,
      )}
    </ProductCardImageElement>
  );
}

/** Props of `ProductCard.Name`. */
export type ProductCardNameProps = PartProps<'h3'> & {
  /** The heading level; 3 when `undefined` (`asChild` for any other element). */
  readonly level?: ProductCardHeadingLevel | undefined;
};

const ProductCardNameElement = headingPart<ProductCardHeadingLevel>(
  'ProductCard.Name',
  'vt-product-card__name',
  3,
);

/**
 * The name as a heading holding the card's link: cut at `nameLimit` characters with '...', while the link's
 * accessible name (and its tooltip) stays the full name.
 */
export function ProductCardName({
  level = 3,
  asChild,
  className,
  children,
  ...rest
}: ProductCardNameProps): ReactNode {
  const card = useProductCardContext('Name');
  const link = card.getLinkProps();
  return (
    <ProductCardNameElement
      asChild={asChild}
      level={level}
      id={card.ids.name}
      {...rest}
      className={className}
    >
      {slotContent(
        asChild,
        children,
        <a
          className="vt-product-card__link"
          href={link.href}
          onClick={link.onClick}
          aria-label={card.truncated ? card.name : undefined}
          title={card.truncated ? card.name : undefined}
        >
          {card.shortName}
        </a>,
      )}
    </ProductCardNameElement>
  );
}

/** Props of `ProductCard.Brand`. */
export type ProductCardBrandProps = PartProps<'p'>;

const ProductCardBrandElement = part('p', 'ProductCard.Brand', 'vt-product-card__brand');

/** The brand's name; nothing when the product has no brand. */
export function ProductCardBrand({ asChild, children, ...rest }: ProductCardBrandProps): ReactNode {
  const card = useProductCardContext('Brand');
  const brand = card.product.brand?.name;
  if (!brand) return null;
  return (
    <ProductCardBrandElement asChild={asChild} {...rest}>
      {slotContent(asChild, children, brand)}
    </ProductCardBrandElement>
  );
}

/** Props of `ProductCard.Rating`. */
export type ProductCardRatingProps = PartProps<'span'>;

const ProductCardRatingElement = part('span', 'ProductCard.Rating', 'vt-product-card__rating');

/** The five stars, read as one image ('Avaliação: 4 de 5'); nothing unless the company shows ratings. */
export function ProductCardRating({
  asChild,
  className,
  children,
  ...rest
}: ProductCardRatingProps): ReactNode {
  const card = useProductCardContext('Rating');
  if (!card.rating) return null;
  return (
    <ProductCardRatingElement
      asChild={asChild}
      role="img"
      aria-label={card.rating.label}
      {...rest}
      className={className}
    >
      {slotContent(
        asChild,
        children,
        card.rating.stars.map((active, star) => (
          <svg
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, never reordered.
            key={star}
            className="vt-product-card__star"
            data-active={dataFlag(active)}
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
          </svg>
        )),
      )}
    </ProductCardRatingElement>
  );
}

/** Props of `ProductCard.Price`: those of `Price.Root`, without what the card decides. */
export type ProductCardPriceProps = Omit<
  PriceRootProps,
  'product' | 'price' | 'pricePromotion' | 'idTypeProduct' | 'installmentMax' | 'showInstallments'
>;

/**
 * The current SKU's price through the foundation `Price`: the old price struck through and the '{percent} OFF'
 * flag in a promotion, the installments when the company shows them. Nothing for a product sold on request
 * (the buy area says 'Sob consulta'). Children replace the default `Price` parts.
 */
export function ProductCardPrice({ className, children, ...rest }: ProductCardPriceProps): ReactNode {
  const card = useProductCardContext('Price');
  if (card.onRequest) return null;
  return (
    <PriceRoot
      {...rest}
      product={card.price}
      showInstallments={card.showInstallments}
      className={cx('vt-product-card__price', className)}
    >
      {children ?? (
        <>
          <PriceOriginal />
          <PriceCurrent />
          <PriceDiscount />
          <PriceInstallments />
        </>
      )}
    </PriceRoot>
  );
}

/** Props of `ProductCard.Flags`. */
export type ProductCardFlagsProps = PartProps<'div'>;

const ProductCardFlagsElement = part('div', 'ProductCard.Flags', 'vt-product-card__flags');

/**
 * The flags over the card: the seal (its image, or its name; the seal 'normal' shows none) and the
 * lightning-offer flag ('-30%', read 'Oferta relâmpago -30%'). Nothing when there is neither; children are
 * added after them.
 */
export function ProductCardFlags({
  asChild,
  className,
  children,
  ...rest
}: ProductCardFlagsProps): ReactNode {
  const card = useProductCardContext('Flags');
  const { seal, lightningFlag } = card;
  if (!seal && !lightningFlag && !children) return null;
  return (
    <ProductCardFlagsElement asChild={asChild} {...rest} className={className}>
      {slotContent(
        asChild,
        children,
        <>
          {seal ? (
            <span className="vt-product-card__flag" data-flag="seal">
              {seal.image ? (
                <img className="vt-product-card__seal" src={seal.image} alt={seal.name} loading="lazy" />
              ) : (
                seal.name
              )}
            </span>
          ) : null}
          {lightningFlag ? (
            <span className="vt-product-card__flag" data-flag="lightning">
              <span className="vt-visually-hidden">{card.texts.lightningOffer} </span>
              {lightningFlag}
            </span>
          ) : null}
          {asChild ? null : children}
        </>,
      )}
    </ProductCardFlagsElement>
  );
}

/** Props of `ProductCard.Variations`. */
export type ProductCardVariationsProps = PartProps<'div'>;

const ProductCardVariationsElement = part('div', 'ProductCard.Variations', 'vt-product-card__variations');

/**
 * The variation choice (when the company's purchase facilitator or `showVariations` turns it on): one group of
 * radio buttons per reference (colour swatches or names), a sold-out variation marked `data-stock="out"` and
 * said 'Esgotado'. Choosing a variation resolves the SKU, resets the quantity and updates price and stock.
 */
export function ProductCardVariations({
  asChild,
  className,
  children,
  ...rest
}: ProductCardVariationsProps): ReactNode {
  const card = useProductCardContext('Variations');
  if (!card.variationsVisible || card.references.length === 0) return null;
  return (
    <ProductCardVariationsElement asChild={asChild} {...rest} className={className}>
      {slotContent(
        asChild,
        children,
        card.references.map((reference) => (
          <fieldset key={reference.idReference} className="vt-product-card__reference">
            <legend className="vt-product-card__reference-name">
              {reference.name}
              <span className="vt-visually-hidden">: {card.name}</span>
            </legend>
            <div className="vt-product-card__options">
              {reference.options.map((option) => (
                <label
                  key={option.idVariation}
                  className="vt-product-card__variation"
                  data-state={option.chosen ? 'checked' : 'unchecked'}
                  data-stock={option.inStock ? 'in' : 'out'}
                  data-unavailable={dataFlag(!option.exists)}
                  data-swatch={dataFlag(option.color !== undefined || option.image !== undefined)}
                >
                  <input
                    type="radio"
                    className="vt-product-card__variation-input"
                    name={`${card.ids.base}-reference-${reference.idReference}`}
                    value={option.idVariation}
                    checked={option.chosen}
                    onChange={option.select}
                    aria-label={option.inStock ? undefined : `${option.name} (${card.texts.soldOut})`}
                  />
                  {option.image ? (
                    <img className="vt-product-card__swatch" src={option.image} alt="" loading="lazy" />
                  ) : option.color ? (
                    <span
                      className="vt-product-card__swatch"
                      aria-hidden="true"
                      // The swatch's colour is data from the platform, handed to CSS as a custom property.
                      style={{ '--vt-product-card-swatch-color': option.color } as CSSProperties}
                    />
                  ) : null}
                  <span
                    className={
                      option.color || option.image ? 'vt-visually-hidden' : 'vt-product-card__variation-name'
                    }
                  >
                    {option.name}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )),
      )}
    </ProductCardVariationsElement>
  );
}

/** Props of `ProductCard.Quantity`: those of the foundation `QuantityInput`, without what the card decides. */
export type ProductCardQuantityProps = Omit<
  QuantityInputProps,
  'value' | 'defaultValue' | 'onValueChange' | 'stock' | 'stockContext'
>;

/**
 * The quantity (foundation `QuantityInput`, from 1) next to the buy button, when the variation choice shows and
 * the product can be bought. The card's picker caps it at the stock minus what the cart holds.
 */
export function ProductCardQuantity({ className, ...rest }: ProductCardQuantityProps): ReactNode {
  const card = useProductCardContext('Quantity');
  if (!card.variationsVisible || card.control !== 'buy') return null;
  return (
    <QuantityInput
      {...card.getQuantityProps()}
      {...rest}
      className={cx('vt-product-card__quantity', className)}
    />
  );
}

/** Props of `ProductCard.Actions`. */
export type ProductCardActionsProps = PartProps<'div'>;

const ProductCardActionsElement = part('div', 'ProductCard.Actions', 'vt-product-card__actions');

/**
 * The buy area: by default the one control core's `buyControl` picks (buy button, sold-out button or link,
 * 'Sob consulta' with the budget button). Children replace them.
 */
export function ProductCardActions({ children, ...rest }: ProductCardActionsProps): ReactNode {
  const card = useProductCardContext('Actions');
  return (
    <ProductCardActionsElement {...rest} data-control={card.control}>
      {children ?? (
        <>
          <ProductCardOnRequest />
          <ProductCardBuyButton />
          <ProductCardSoldOutButton />
          <ProductCardSoldOutLink />
          <ProductCardQuoteButton />
        </>
      )}
    </ProductCardActionsElement>
  );
}

/** Props of `ProductCard.BuyButton`. */
export type ProductCardBuyButtonProps = PartProps<'button'>;

const ProductCardBuyButtonElement = part('button', 'ProductCard.BuyButton', 'vt-button');

/**
 * 'Adicionar ao Carrinho' (named 'Adicionar ao Carrinho: {name}'): publishes `cart.add` with the card's SKU and
 * quantity, which the page's cart flow performs. Nothing unless the product can be bought.
 */
export function ProductCardBuyButton({
  asChild,
  className,
  children,
  onClick,
  ...rest
}: ProductCardBuyButtonProps): ReactNode {
  const card = useProductCardContext('BuyButton');
  if (card.control !== 'buy') return null;
  const bag = card.getBuyButtonProps();
  return (
    <ProductCardBuyButtonElement
      asChild={asChild}
      {...bag}
      {...rest}
      className={cx('vt-product-card__buy', className)}
      onClick={composeEventHandlers(onClick, bag.onClick)}
    >
      {slotContent(asChild, children, card.texts.addToCart)}
    </ProductCardBuyButtonElement>
  );
}

/** Props of `ProductCard.SoldOutButton`. */
export type ProductCardSoldOutButtonProps = PartProps<'button'>;

const ProductCardSoldOutButtonElement = part('button', 'ProductCard.SoldOutButton', 'vt-button');

/** 'Esgotado', opening the page's back-in-stock form (`alertMe.open`); only for that sold-out control. */
export function ProductCardSoldOutButton({
  asChild,
  className,
  children,
  onClick,
  ...rest
}: ProductCardSoldOutButtonProps): ReactNode {
  const card = useProductCardContext('SoldOutButton');
  if (card.control !== 'sold-out-notify') return null;
  const bag = card.getSoldOutButtonProps();
  return (
    <ProductCardSoldOutButtonElement
      asChild={asChild}
      data-variant="secondary"
      {...bag}
      {...rest}
      className={cx('vt-product-card__sold-out', className)}
      onClick={composeEventHandlers(onClick, bag.onClick)}
    >
      {slotContent(asChild, children, card.texts.soldOut)}
    </ProductCardSoldOutButtonElement>
  );
}

/** Props of `ProductCard.SoldOutLink`. */
export type ProductCardSoldOutLinkProps = PartProps<'a'>;

const ProductCardSoldOutLinkElement = part('a', 'ProductCard.SoldOutLink', 'vt-button');

/** 'Esgotado' as a link to the detail page, where the variations can be chosen (variations hidden on the card). */
export function ProductCardSoldOutLink({
  asChild,
  className,
  children,
  onClick,
  ...rest
}: ProductCardSoldOutLinkProps): ReactNode {
  const card = useProductCardContext('SoldOutLink');
  if (card.control !== 'sold-out-link-to-detail') return null;
  const bag = card.getSoldOutLinkProps();
  return (
    <ProductCardSoldOutLinkElement
      asChild={asChild}
      data-variant="secondary"
      {...bag}
      {...rest}
      className={cx('vt-product-card__sold-out', className)}
      onClick={composeEventHandlers(onClick, bag.onClick)}
    >
      {slotContent(asChild, children, card.texts.soldOut)}
    </ProductCardSoldOutLinkElement>
  );
}

/** Props of `ProductCard.OnRequest`. */
export type ProductCardOnRequestProps = PartProps<'p'>;

const ProductCardOnRequestElement = part('p', 'ProductCard.OnRequest', 'vt-product-card__on-request');

/** 'Sob consulta' (the provider's `rules.priceOnRequestBuyArea`) for a product sold on request. */
export function ProductCardOnRequest({ asChild, children, ...rest }: ProductCardOnRequestProps): ReactNode {
  const card = useProductCardContext('OnRequest');
  if (!card.onRequest) return null;
  return (
    <ProductCardOnRequestElement asChild={asChild} {...rest}>
      {slotContent(asChild, children, card.rules.priceOnRequestBuyArea)}
    </ProductCardOnRequestElement>
  );
}

/** Props of `ProductCard.QuoteButton`. */
export type ProductCardQuoteButtonProps = PartProps<'button'>;

const ProductCardQuoteButtonElement = part('button', 'ProductCard.QuoteButton', 'vt-button');

/**
 * 'Orçar' (named 'Orçar: {name}'): opens the page's quote form (`quote.open`), which answers 'Selecione as
 * variações do produto para realizar o orçamento.' while a variation is missing. Only for products sold on request.
 */
export function ProductCardQuoteButton({
  asChild,
  className,
  children,
  onClick,
  ...rest
}: ProductCardQuoteButtonProps): ReactNode {
  const card = useProductCardContext('QuoteButton');
  if (card.control !== 'quote') return null;
  const bag = card.getQuoteButtonProps();
  return (
    <ProductCardQuoteButtonElement
      asChild={asChild}
      {...bag}
      {...rest}
      className={cx('vt-product-card__quote', className)}
      onClick={composeEventHandlers(onClick, bag.onClick)}
    >
      {slotContent(asChild, children, card.texts.quote)}
    </ProductCardQuoteButtonElement>
  );
}

/** Props of `ProductCard.Message`. */
export type ProductCardMessageProps = PartProps<'p'>;

const ProductCardMessageElement = part('p', 'ProductCard.Message', 'vt-product-card__message');

/**
 * The picker's last stock message ('Temos apenas {n} em estoque.', or the one counting what the cart already
 * holds), announced politely. Always rendered (empty when there is nothing to say) so the live region exists
 * before its text.
 */
export function ProductCardMessage({ asChild, children, ...rest }: ProductCardMessageProps): ReactNode {
  const card = useProductCardContext('Message');
  const message = card.selection.quantityMessage;
  return (
    <ProductCardMessageElement asChild={asChild} role="status" {...rest} data-empty={dataFlag(!message)}>
      {slotContent(asChild, children, message)}
    </ProductCardMessageElement>
  );
}

/** Props of `ProductCard.Wishlist`. */
export type ProductCardWishlistProps = PartProps<'button'>;

const ProductCardWishlistElement = part('button', 'ProductCard.Wishlist', 'vt-product-card__wishlist');

/**
 * The wishlist toggle ('Lista de desejos: {name}', `aria-pressed`, `data-state="on|off"`): adds or removes the
 * product for a signed-in customer; a visitor is sent to the login page. While the session or the list loads
 * (and on the server) it shows unpressed, `data-loading` once the list is known to be on its way.
 */
export function ProductCardWishlist({
  asChild,
  className,
  children,
  onClick,
  ...rest
}: ProductCardWishlistProps): ReactNode {
  const card = useProductCardContext('Wishlist');
  const bag = card.getWishlistButtonProps();
  return (
    <ProductCardWishlistElement
      asChild={asChild}
      {...bag}
      {...rest}
      className={className}
      onClick={composeEventHandlers(onClick, bag.onClick)}
    >
      {slotContent(
        asChild,
        children,
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            className="vt-product-card__heart"
            d="M12 20.5s-7.5-4.6-9.3-9.3C1.5 8 3.6 4.5 7 4.5c2 0 3.7 1.1 5 3 1.3-1.9 3-3 5-3 3.4 0 5.5 3.5 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3Z"
          />
        </svg>,
      )}
    </ProductCardWishlistElement>
  );
}

// ---------------------------------------------------------------------------------------------------------

/** Props of the ready-made `<ProductCard />`. */
export interface ProductCardProps extends Omit<ProductCardRootProps, 'children' | 'asChild'> {
  /** Loads the image at once with high priority: pass it for the first cards of a page (`index < 2`). */
  readonly priority?: boolean | undefined;
  /** The image's intrinsic width; 240 when `undefined`. */
  readonly imageWidth?: number | undefined;
  /** The image's intrinsic height; 240 when `undefined`. */
  readonly imageHeight?: number | undefined;
  /** The request's user agent when rendering on the server (bots get eager images). */
  readonly userAgent?: string | undefined;
  /** The heading level of the name; 3 when `undefined`. */
  readonly headingLevel?: ProductCardHeadingLevel | undefined;
}

/**
 * A listing's product card, ready-made: image (the alternative one on hover), flags, name linking to the product,
 * brand, rating, price, the variation choice and quantity when the company turns them on, the buy area and the
 * wishlist toggle. `<ProductCard product={product} listName="Mais vendidos" index={i} priority={i < 2} />`.
 */
function ProductCardDefault({
  priority,
  imageWidth,
  imageHeight,
  userAgent,
  headingLevel,
  ...rootProps
}: ProductCardProps): ReactNode {
  return (
    <ProductCardRoot {...rootProps}>
      <ProductCardImage priority={priority} width={imageWidth} height={imageHeight} userAgent={userAgent} />
      <ProductCardFlags />
      <ProductCardName level={headingLevel} />
      <ProductCardBrand />
      <ProductCardRating />
      <ProductCardPrice />
      <ProductCardVariations />
      <ProductCardQuantity />
      <ProductCardActions />
      <ProductCardMessage />
      <ProductCardWishlist />
    </ProductCardRoot>
  );
}

/**
 * The listing's product card: `<ProductCard product={product} />` ready-made, or
 * `ProductCard.Root / .Image / .Name / .Price / .Actions / ...` composed (`useProductCard` for your own markup).
 */
export const ProductCard = Object.assign(ProductCardDefault, {
  Root: ProductCardRoot,
  Image: ProductCardImage,
  Flags: ProductCardFlags,
  Name: ProductCardName,
  Brand: ProductCardBrand,
  Rating: ProductCardRating,
  Price: ProductCardPrice,
  Variations: ProductCardVariations,
  Quantity: ProductCardQuantity,
  Actions: ProductCardActions,
  BuyButton: ProductCardBuyButton,
  SoldOutButton: ProductCardSoldOutButton,
  SoldOutLink: ProductCardSoldOutLink,
  OnRequest: ProductCardOnRequest,
  QuoteButton: ProductCardQuoteButton,
  Message: ProductCardMessage,
  Wishlist: ProductCardWishlist,
});
