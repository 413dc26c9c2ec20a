import {
  type FlagLike,
  lightningOfferFlag,
  type ProductDetail as ProductDetailData,
  ratingStars,
  routes,
  type Sku,
} from '@vitrine/core';
import { type SkuBuyArea, useCompany, useStorefront, useViewItemTracking } from '@vitrine/hooks';
import { Slot } from 'radix-ui';
import type { ReactNode } from 'react';
import { part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
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
import {
  ProductDetailLightningCountdown,
  ProductDetailShare,
  ProductDetailTakeXPayY,
  ProductDetailWishlist,
} from './ProductDetailExtras';
import {
  ProductDetailGrouped,
  ProductDetailReference,
  ProductDetailVariations,
} from './ProductDetailVariations';
import {
  ProductDetailContext,
  type ProductDetailContextValue,
  useDetail,
  useOptionalProductDetailContext,
} from './productDetailContext';
import type { ProductDetailMessages } from './productDetailMessages';
import { ProductDetailTextsContext, useTexts } from './productDetailTexts';
import { type OneClickRedirect, useBuyActions } from './useBuyActions';
import { useProductDetailState } from './useProductDetailState';

/** The buy area as a data attribute value. */
const areaAttribute: Record<SkuBuyArea, string> = {
  purchasable: 'purchasable',
  incomplete: 'incomplete',
  soldOut: 'sold-out',
  quoteOnly: 'quote-only',
};

/** `data-stock`: 'in' or 'out' once the SKU (or the product) is known, nothing while the choices are incomplete. */
function stockAttribute(detail: ProductDetailContextValue): 'in' | 'out' | undefined {
  if (detail.area === 'soldOut') return 'out';
  if (detail.area === 'purchasable') return 'in';
  return undefined;
}

/** The buy button, one-click and subscription show while buying is possible or only the variations are missing. */
const canAskToBuy = (area: SkuBuyArea) => area === 'purchasable' || area === 'incomplete';

/** The code of the chosen SKU (the platform sends it with each SKU), else the product's. */
function codeOf(sku: Sku | undefined, product: ProductDetailData): string | undefined {
  const code = sku?.code?.trim() || product.code?.trim();
  return code || undefined;
}

// ---------------------------------------------------------------------------------------------------------

/** Props of `ProductDetail.Root`: the product, the texts for every part, and the element's props. */
export type ProductDetailRootProps = PartProps<'div'> & {
  /** The product as the detail page loaded it (`useProductDetail`); another product resets the choices. */
  readonly product: ProductDetailData;
  /** Replaces some texts of every part inside (after the provider's `messages.ui.productDetail`). */
  readonly messages?: Partial<ProductDetailMessages> | undefined;
};

const RootForProductElement = part('div', 'ProductDetail.RootForProduct', 'vt-product-detail');

function RootForProduct({ product, messages, ...props }: ProductDetailRootProps) {
  const detail = useProductDetailState(product);
  return (
    <ProductDetailContext.Provider value={detail}>
      <ProductDetailTextsContext.Provider value={messages}>
        <RootForProductElement
          {...props}
          data-area={areaAttribute[detail.area]}
          data-stock={stockAttribute(detail)}
        />
      </ProductDetailTextsContext.Provider>
    </ProductDetailContext.Provider>
  );
}

/**
 * The product's buy area: runs the page's ONE SKU selection (`useSkuSelection(product, { context: 'detail' })`,
 * with the units of the chosen SKU already in the cart) and gives it to its parts and to `useProductDetailContext`.
 * Opens on the initial SKU (the visible in-stock standard one, else the first visible in-stock, else the first).
 * Marks `data-area="purchasable|incomplete|sold-out|quote-only"` and `data-stock="in|out"`.
 */
export function ProductDetailRoot(props: ProductDetailRootProps): ReactNode {
  // The selection reads the product once: another product is another selection.
  return <RootForProduct key={props.product.idProduct} {...props} />;
}

/** Props of `ProductDetail.Name`. */
export type ProductDetailNameProps = PartProps<'h1'>;

const ProductDetailNameElement = part('h1', 'ProductDetail.Name', 'vt-product-detail__name');

/** The product's name, the page's `h1` (`asChild` for another element). */
export function ProductDetailName({ asChild, children, ...props }: ProductDetailNameProps) {
  const { product } = useDetail('Name');
  return (
    <ProductDetailNameElement asChild={asChild} {...props}>
      {asChild ? slotContent(true, children, product.name) : (children ?? product.name)}
    </ProductDetailNameElement>
  );
}

/** Props of `ProductDetail.SkuCode`. */
export type ProductDetailSkuCodeProps = PartProps<'p'> & {
  /** The text around the code; 'Código: {code}' when `undefined`. */
  readonly format?: ((code: string) => string) | undefined;
};

const ProductDetailSkuCodeElement = part('p', 'ProductDetail.SkuCode', 'vt-product-detail__sku-code');

/** The chosen SKU's code ('Código: VT1018-2'), the product's while none is chosen; nothing without a code. */
export function ProductDetailSkuCode({
  format,
  asChild,
  children,
  ...props
}: ProductDetailSkuCodeProps): ReactNode {
  const { sku, product } = useDetail('SkuCode');
  const texts = useTexts({ skuCode: format });
  const code = codeOf(sku, product);
  if (code === undefined) return null;
  return (
    <ProductDetailSkuCodeElement asChild={asChild} {...props}>
      {slotContent(asChild, children, texts.skuCode(code))}
    </ProductDetailSkuCodeElement>
  );
}

/** Props of `ProductDetail.Brand`. */
export type ProductDetailBrandProps = PartProps<'a'>;

/** The brand's name, linking to its page when it has a friendly URL; nothing for a product without a brand. */
export function ProductDetailBrand({ asChild, className, children, ref, ...props }: ProductDetailBrandProps) {
  const { product } = useDetail('Brand');
  const brand = product.brand;
  if (!brand) return null;
  const href = brand.urlFriendly ? routes.brand(brand.urlFriendly) : undefined;
  const Element = asChild ? Slot.Root : href ? 'a' : 'span';
  return (
    <Element href={href} {...props} ref={ref} className={cx('vt-product-detail__brand', className)}>
      {asChild ? slotContent(true, children, brand.name) : (children ?? brand.name)}
    </Element>
  );
}

/** Props of `ProductDetail.Rating`. */
export type ProductDetailRatingProps = PartProps<'div'> & {
  /** The image's name; 'Avaliação: {rate} de {max}' when `undefined`. */
  readonly format?: ((rate: number, max: number) => string) | undefined;
};

const ProductDetailRatingElement = part('div', 'ProductDetail.Rating', 'vt-product-detail__rating');

/** The product's rate as five stars, read as one image 'Avaliação: 4 de 5' (`data-rate`). */
export function ProductDetailRating({ format, className, ...props }: ProductDetailRatingProps): ReactNode {
  const { product } = useDetail('Rating');
  const texts = useTexts({ rating: format });
  const stars = ratingStars(product.rate);
  const rate = stars.filter(Boolean).length;
  return (
    <ProductDetailRatingElement
      role="img"
      aria-label={texts.rating(rate, stars.length)}
      {...props}
      className={className}
      data-rate={rate}
    >
      {stars.map((active, index) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, never reordered.
          key={index}
          className="vt-product-detail__star"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          data-active={dataFlag(active)}
        >
          <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
        </svg>
      ))}
    </ProductDetailRatingElement>
  );
}

/** Props of `ProductDetail.Price`: those of `Price.Root` except what the chosen SKU decides. */
export type ProductDetailPriceProps = Omit<
  PriceRootProps,
  'product' | 'price' | 'pricePromotion' | 'idTypeProduct' | 'installmentMax'
>;

/**
 * The chosen SKU's price (the foundation `Price`): the old price, the price paid or 'Sob Consulta', the discount
 * flag and the installments (pass `showInstallments`, the company setting). A lightning offer shows its own flag
 * ('-30%' or '-R$ 10,00', `data-lightning`) in place of 'N% OFF'. Pass `Price.*` parts as children to rearrange.
 */
export function ProductDetailPrice({ children, showDiscount, className, ...props }: ProductDetailPriceProps) {
  const detail = useDetail('Price');
  const texts = useTexts();
  const { rules } = useStorefront().messages;
  const lightning = detail.product.offerStatus === 1 ? lightningOfferFlag(detail.product, rules) : undefined;
  return (
    <PriceRoot
      {...props}
      product={{
        price: detail.price,
        pricePromotion: detail.pricePromotion,
        installmentMax: detail.installmentMax,
        idTypeProduct: detail.product.idTypeProduct,
      }}
      showDiscount={lightning === undefined && showDiscount !== false}
      className={cx('vt-product-detail__price', className)}
      data-lightning={dataFlag(lightning !== undefined)}
    >
      {children ?? (
        <>
          <PriceOriginal />
          <PriceCurrent />
          <PriceDiscount />
          {lightning ? (
            <span className="vt-product-detail__lightning-flag">
              <span className="vt-visually-hidden">{texts.lightningOffer} </span>
              {lightning}
            </span>
          ) : null}
          <PriceInstallments />
        </>
      )}
    </PriceRoot>
  );
}

/** Props of `ProductDetail.Stock`. */
export type ProductDetailStockProps = PartProps<'p'>;

const ProductDetailStockElement = part('p', 'ProductDetail.Stock', 'vt-product-detail__stock');

/**
 * The availability ('Esgotado', or the product's availability text such as 'Pronta entrega') and the last
 * quantity correction ('Temos apenas N itens em estoque', or the same with the units already in the cart), in a
 * polite live region that is always rendered. `data-stock="in|out"`.
 */
export function ProductDetailStock({ asChild, className, children, ...props }: ProductDetailStockProps) {
  const detail = useDetail('Stock');
  const texts = useTexts();
  const availability =
    detail.area === 'soldOut'
      ? texts.soldOut
      : detail.area === 'purchasable'
        ? detail.product.descriptionAvailabilityStatus?.trim() || texts.inStock
        : undefined;
  return (
    <ProductDetailStockElement
      asChild={asChild}
      role="status"
      aria-atomic="true"
      {...props}
      className={className}
      data-stock={stockAttribute(detail)}
      data-message={dataFlag(detail.quantityMessage !== undefined)}
    >
      {slotContent(
        asChild,
        children,
        <>
          {availability ? <span className="vt-product-detail__availability">{availability}</span> : null}
          {availability && detail.quantityMessage ? ' ' : null}
          {detail.quantityMessage ? (
            <span className="vt-product-detail__stock-message">{detail.quantityMessage}</span>
          ) : null}
        </>,
      )}
    </ProductDetailStockElement>
  );
}

/** Props of `ProductDetail.Quantity`: the foundation `QuantityInput`'s, except the value the selection owns. */
export type ProductDetailQuantityProps = Omit<
  QuantityInputProps,
  'value' | 'defaultValue' | 'onValueChange' | 'stock' | 'stockContext'
>;

/**
 * The quantity (the foundation `QuantityInput`), owned by the selection: it starts at 1, goes back to 1 when a
 * variation is chosen, and is capped at the stock minus what the cart holds (the message shows in `Stock`).
 * Disabled while out of stock; nothing for a product sold on request.
 */
export function ProductDetailQuantity({ disabled, className, ...props }: ProductDetailQuantityProps) {
  const detail = useDetail('Quantity');
  if (detail.area === 'quoteOnly') return null;
  return (
    <QuantityInput
      {...props}
      className={cx('vt-product-detail__quantity', className)}
      value={detail.quantity}
      onValueChange={detail.setQuantity}
      stockContext="detail"
      disabled={disabled === true || detail.area === 'soldOut'}
    />
  );
}

/** Props of the buy area's buttons (`Buy`, `OneClick`, `Subscribe`, `NotifyMe`, `Quote`). */
export type ProductDetailButtonProps = PartProps<'button'> & {
  /** The button's text; the spec's when `undefined`. */
  readonly label?: string | undefined;
};

interface ActionButtonProps extends Omit<ProductDetailButtonProps, 'label'> {
  readonly part: string;
  readonly text: string;
  readonly busy?: boolean | undefined;
  readonly variant?: 'secondary' | undefined;
  readonly action: () => void;
}

const ActionButtonElement = part('button', 'ProductDetail.ActionButton', 'vt-button');

function ActionButton({
  part,
  text,
  busy = false,
  variant,
  action,
  asChild,
  className,
  children,
  onClick,
  ...props
}: ActionButtonProps) {
  return (
    <ActionButtonElement
      asChild={asChild}
      type="button"
      {...props}
      className={cx(`vt-product-detail__${part}`, className)}
      data-variant={variant}
      data-busy={dataFlag(busy)}
      onClick={composeEventHandlers(onClick, action)}
    >
      {asChild ? slotContent(true, children, text) : (children ?? text)}
    </ActionButtonElement>
  );
}

/**
 * 'Adicionar ao Carrinho': asks the page's cart flow to add the chosen SKU and quantity (`cart.add` on the bus);
 * with a variation missing it says 'Selecione as variações do produto para compra-lo.', above the stock it says
 * so. Shown while buying is possible or only the variations are missing (`data-busy` while the cart works).
 */
export function ProductDetailBuy({ label, ...props }: ProductDetailButtonProps): ReactNode {
  const detail = useDetail('Buy');
  const texts = useTexts({ addToCart: label });
  if (!canAskToBuy(detail.area)) return null;
  return (
    <ActionButton {...props} part="buy" text={texts.addToCart} busy={detail.cartBusy} action={detail.buy} />
  );
}

/** Props of `ProductDetail.OneClick`. */
export type ProductDetailOneClickProps = ProductDetailButtonProps & {
  /** 'delayed' (default): the payment step 1 s after the add; 'immediate': right after it. */
  readonly redirect?: OneClickRedirect | undefined;
};

/**
 * 'Comprar com 1 clique': adds the chosen SKU (`cart.buyNow`), then the cart flow goes to '/checkout/payment'
 * through the provider's `navigate`, 1 s later by default. The same checks as the buy button come first.
 */
export function ProductDetailOneClick({ label, redirect, ...props }: ProductDetailOneClickProps): ReactNode {
  const detail = useDetail('OneClick');
  const texts = useTexts({ oneClick: label });
  const actions = useBuyActions(detail);
  if (!canAskToBuy(detail.area)) return null;
  return (
    <ActionButton
      {...props}
      part="one-click"
      variant="secondary"
      text={texts.oneClick}
      busy={detail.cartBusy}
      action={() => actions.oneClick(redirect)}
    />
  );
}

/**
 * 'Assinar': adds the chosen SKU as a recurring purchase, for a signature or recurring product only (nothing
 * otherwise). The same checks as the buy button come first.
 */
export function ProductDetailSubscribe({ label, ...props }: ProductDetailButtonProps): ReactNode {
  const detail = useDetail('Subscribe');
  const texts = useTexts({ subscribe: label });
  const actions = useBuyActions(detail);
  const { product } = detail;
  if (!(product.productSignature || product.purchaseRecurring) || !canAskToBuy(detail.area)) return null;
  return (
    <ActionButton
      {...props}
      part="subscribe"
      variant="secondary"
      text={texts.subscribe}
      busy={detail.cartBusy}
      action={actions.subscribe}
    />
  );
}

/**
 * 'Avise-me quando chegar', in place of the buy button while the chosen SKU (or the product; a bundle when every
 * component) is out of stock: it opens the page's back-in-stock form (`alertMe.open`). Choosing an in-stock
 * variation brings the buy button back and closes the form.
 */
export function ProductDetailNotifyMe({ label, ...props }: ProductDetailButtonProps): ReactNode {
  const detail = useDetail('NotifyMe');
  const texts = useTexts({ notifyMe: label });
  if (detail.area !== 'soldOut') return null;
  return <ActionButton {...props} part="notify-me" text={texts.notifyMe} action={detail.notify} />;
}

/**
 * 'Solicitar Orçamento', in place of the buy button for a product sold on request (idTypeProduct 3, whose
 * price shows 'Sob Consulta'): it opens the page's quote form (`quote.open`).
 */
export function ProductDetailQuote({ label, ...props }: ProductDetailButtonProps): ReactNode {
  const detail = useDetail('Quote');
  const texts = useTexts({ quote: label });
  if (detail.area !== 'quoteOnly') return null;
  return <ActionButton {...props} part="quote" text={texts.quote} action={detail.quote} />;
}

// ---------------------------------------------------------------------------------------------------------

/** Props of the ready-made `<ProductDetailBuyBox />`. */
export interface ProductDetailBuyBoxProps extends Omit<ProductDetailRootProps, 'children' | 'asChild'> {
  /** Reports the product view (GA4 `view_item`, the pixel's `ViewContent`) once; `false` when the page already does. */
  readonly trackView?: boolean | undefined;
  /** Shows the rating stars; the company setting `showProductAvaliationStars` when `undefined`. */
  readonly showRating?: boolean | undefined;
  /** Shows the installments line; the company setting `showInstallmentAtListsAndDetail` when `undefined`. */
  readonly showInstallments?: FlagLike;
  /** Shows 'Comprar com 1 clique' (default `true`). */
  readonly showOneClick?: boolean | undefined;
  /** When the one-click buy goes to the payment step ('delayed', 1 s, by default). */
  readonly oneClickRedirect?: OneClickRedirect | undefined;
  /** The lightning countdown's time on the server and while hydrating (see `ProductDetail.LightningCountdown`). */
  readonly countdownNow?: Date | number | string | undefined;
  /** The link to share; the page's address when `undefined`. */
  readonly shareUrl?: string | undefined;
}

/**
 * The product detail's buy area, ready-made: name, SKU code, brand and rating; the lightning countdown; the price;
 * the take-X-pay-Y tip; the grouped products and the variations; the stock; the quantity and the buy button (or
 * the back-in-stock or budget button), one-click and subscription; the wishlist and share actions.
 */
export function ProductDetailBuyBox({
  product,
  trackView = true,
  showRating,
  showInstallments,
  showOneClick = true,
  oneClickRedirect,
  countdownNow,
  shareUrl,
  className,
  ...rootProps
}: ProductDetailBuyBoxProps): ReactNode {
  useViewItemTracking(trackView ? product : null);
  const { data: company } = useCompany();
  const outer = useOptionalProductDetailContext();
  const ratingShown = showRating ?? company?.showProductAvaliationStars === true;
  const installments = showInstallments ?? company?.showInstallmentAtListsAndDetail;
  // Inside a page's own Root for this product (beside its gallery), the box joins that selection instead of
  // starting a second one: the gallery and the buy area then follow the same choice.
  const Box = outer?.product.idProduct === product.idProduct ? JoinedBox : ProductDetailRoot;
  return (
    <Box product={product} {...rootProps} className={cx('vt-product-detail--buy-box', className)}>
      <div className="vt-product-detail__header">
        <ProductDetailName />
        <ProductDetailSkuCode />
        <ProductDetailBrand />
        {ratingShown ? <ProductDetailRating /> : null}
      </div>
      <ProductDetailLightningCountdown now={countdownNow} />
      <ProductDetailPrice showInstallments={installments} />
      <ProductDetailTakeXPayY />
      <ProductDetailGrouped />
      <ProductDetailVariations />
      <ProductDetailStock />
      <div className="vt-product-detail__purchase">
        <ProductDetailQuantity />
        <ProductDetailBuy />
        <ProductDetailNotifyMe />
        <ProductDetailQuote />
        {showOneClick ? <ProductDetailOneClick redirect={oneClickRedirect} /> : null}
        <ProductDetailSubscribe />
      </div>
      <div className="vt-product-detail__secondary">
        <ProductDetailWishlist />
        <ProductDetailShare url={shareUrl} />
      </div>
    </Box>
  );
}

const JoinedBoxElement = part('div', 'ProductDetail.JoinedBox', 'vt-product-detail');

/** The buy box's element inside an enclosing Root: a plain `div`, the Root's texts and selection kept. */
function JoinedBox({ product: _product, messages, ...props }: ProductDetailRootProps) {
  const box = <JoinedBoxElement {...props} />;
  return messages ? (
    <ProductDetailTextsContext.Provider value={messages}>{box}</ProductDetailTextsContext.Provider>
  ) : (
    box
  );
}

/**
 * The product detail's buy area as parts: `ProductDetail.Root` (the page's SKU selection) with `.Name`,
 * `.SkuCode`, `.Brand`, `.Rating`, `.Variations` / `.Reference`, `.Grouped`, `.Price`, `.Stock`, `.Quantity`,
 * `.Buy`, `.OneClick`, `.Subscribe`, `.NotifyMe`, `.Quote`, `.Wishlist`, `.Share`, `.TakeXPayY` and
 * `.LightningCountdown`; `ProductDetail.BuyBox` (also `ProductDetailBuyBox`) composes them all.
 */
export const ProductDetail = {
  Root: ProductDetailRoot,
  Name: ProductDetailName,
  SkuCode: ProductDetailSkuCode,
  Brand: ProductDetailBrand,
  Rating: ProductDetailRating,
  Variations: ProductDetailVariations,
  Reference: ProductDetailReference,
  Grouped: ProductDetailGrouped,
  Price: ProductDetailPrice,
  Stock: ProductDetailStock,
  Quantity: ProductDetailQuantity,
  Buy: ProductDetailBuy,
  OneClick: ProductDetailOneClick,
  Subscribe: ProductDetailSubscribe,
  NotifyMe: ProductDetailNotifyMe,
  Quote: ProductDetailQuote,
  Wishlist: ProductDetailWishlist,
  Share: ProductDetailShare,
  TakeXPayY: ProductDetailTakeXPayY,
  LightningCountdown: ProductDetailLightningCountdown,
  BuyBox: ProductDetailBuyBox,
};
