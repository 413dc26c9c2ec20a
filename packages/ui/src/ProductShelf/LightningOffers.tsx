import { lightningOfferFlag, type Product } from '@vitrine/core';
import { useCountdown, useLightningOffers } from '@vitrine/hooks';
import { type ReactNode, useCallback } from 'react';
import { part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { type PartProps, usePartsContext } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import {
  ProductCardImage,
  ProductCardName,
  ProductCardPrice,
  ProductCardReadsProvider,
  ProductCardRoot,
  type ProductCardRootProps,
} from '../ProductCard/ProductCard';
import { ProductCardContext } from '../ProductCard/productCardContext';
import type { ProductCardModel } from '../ProductCard/useProductCard';
import { type LightningOffersMessages, lightningOffersMessages } from './lightningOffersMessages';
import { ProductShelf } from './ProductShelf';
import type { ReadyShelfProps } from './ProductShelves';

/** A lightning offer's name is cut at this many characters. */
export const LIGHTNING_OFFER_NAME_LIMIT = 45;

/** The card a `LightningOffers.Card` gives its parts. */
function useOfferCard(part: string): ProductCardModel {
  return usePartsContext(ProductCardContext, 'LightningOffers', part, 'CardRoot');
}

/** A time the server and the hydrating render agree on: a `Date`, ms since the epoch or ISO text. */
export type LightningOfferNow = Date | number | string;

/** Props of `LightningOffers.Card`: a `ProductCard.Root` whose name is cut at 45 characters. */
export type LightningOfferCardRootProps = ProductCardRootProps;

/**
 * A lightning offer's card: a `ProductCard.Root` (GA4 `select_item`, the name cut at 45 characters, variations
 * off), whose parts are the card's and the ones below.
 */
export function LightningOfferCardRoot({
  nameLimit = LIGHTNING_OFFER_NAME_LIMIT,
  className,
  ...rest
}: LightningOfferCardRootProps): ReactNode {
  return (
    <ProductCardRoot
      nameLimit={nameLimit}
      showVariations={false}
      {...rest}
      className={cx('vt-lightning-offer', className)}
    />
  );
}

/** Props of `LightningOffers.Flag`. */
export type LightningOfferFlagProps = PartProps<'span'> & {
  /** Replaces some texts (over the provider's `messages.ui.lightningOffers`). */
  readonly messages?: Partial<LightningOffersMessages> | undefined;
};

const LightningOfferFlagElement = part('span', 'ProductShelf.LightningOfferFlag', 'vt-lightning-offer__flag');

/**
 * 'Oferta relâmpago' and the discount by core's `lightningOfferFlag` rule: '-N%' when `typeDiscount` is 1,
 * '-{price}' otherwise; the flag alone when the product carries no discount.
 */
export function LightningOfferFlag({
  messages,
  asChild,
  className,
  children,
  ...rest
}: LightningOfferFlagProps): ReactNode {
  const card = useOfferCard('Flag');
  const text = useUiMessages('lightningOffers', lightningOffersMessages, messages);
  const discount = lightningOfferFlag(card.product, card.rules);
  const content = (
    <>
      <span className="vt-lightning-offer__flag-label">{text.flag}</span>
      {discount ? (
        <>
          {' '}
          <span className="vt-lightning-offer__flag-discount">{discount}</span>
        </>
      ) : null}
    </>
  );
  return (
    <LightningOfferFlagElement asChild={asChild} {...rest} className={className}>
      {asChild ? slotContent(asChild, children, content) : (children ?? content)}
    </LightningOfferFlagElement>
  );
}

/** Props of `LightningOffers.Countdown`. */
export type LightningOfferCountdownProps = PartProps<'p'> & {
  /**
   * The time of the server's render (sent with the page), so the server and the hydrating render show the same
   * countdown; when `undefined` the countdown's time appears only after mount (its box is reserved meanwhile).
   */
  readonly now?: LightningOfferNow | undefined;
  /** Replaces some texts (over the provider's `messages.ui.lightningOffers`). */
  readonly messages?: Partial<LightningOffersMessages> | undefined;
};

const LightningOfferCountdownElement = part(
  'p',
  'ProductShelf.LightningOfferCountdown',
  'vt-lightning-offer__countdown',
);

/**
 * 'Termina em 2d 03:15:42' to the offer's `offerEndDate` (hooks' `useCountdown`, ticking each second, a `timer`
 * role so it is not announced), 'Oferta encerrada' once over; only for an active lightning offer (`offerStatus`
 * 1). `data-state="pending|running|expired"` (pending: on the server and while hydrating without `now`).
 */
export function LightningOfferCountdown({
  now,
  messages,
  asChild,
  className,
  children,
  ...rest
}: LightningOfferCountdownProps): ReactNode {
  const card = useOfferCard('Countdown');
  const text = useUiMessages('lightningOffers', lightningOffersMessages, messages);
  const active = card.product.offerStatus === 1;
  const countdown = useCountdown(active ? card.product.offerEndDate : null, { now });
  if (!active) return null;
  const state = !countdown.isReady ? 'pending' : countdown.isExpired ? 'expired' : 'running';
  const content =
    state === 'expired' ? (
      text.expired
    ) : (
      <>
        <span className="vt-lightning-offer__countdown-label">{text.endsIn}</span>{' '}
        <span role="timer" className="vt-lightning-offer__countdown-time">
          {state === 'running' ? text.countdown(countdown) : null}
        </span>
      </>
    );
  return (
    <LightningOfferCountdownElement asChild={asChild} {...rest} className={className} data-state={state}>
      {asChild ? slotContent(asChild, children, content) : (children ?? content)}
    </LightningOfferCountdownElement>
  );
}

/** Props of `LightningOffers.View`. */
export type LightningOfferViewProps = PartProps<'a'> & {
  /** Replaces some texts (over the provider's `messages.ui.lightningOffers`). */
  readonly messages?: Partial<LightningOffersMessages> | undefined;
};

const LightningOfferViewElement = part('a', 'ProductShelf.LightningOfferView', 'vt-button');

/** 'Visualizar' (named 'Visualizar: {name}'): the link to the product's page, reported as GA4 `select_item`. */
export function LightningOfferView({
  messages,
  asChild,
  className,
  children,
  onClick,
  ...rest
}: LightningOfferViewProps): ReactNode {
  const card = useOfferCard('View');
  const text = useUiMessages('lightningOffers', lightningOffersMessages, messages);
  const link = card.getLinkProps();
  return (
    <LightningOfferViewElement
      asChild={asChild}
      href={link.href}
      aria-label={text.itemLabel(text.view, card.name)}
      {...rest}
      className={cx('vt-lightning-offer__view', className)}
      onClick={composeEventHandlers(onClick, link.onClick)}
    >
      {asChild ? slotContent(asChild, children, text.view) : (children ?? text.view)}
    </LightningOfferViewElement>
  );
}

/** Props of the ready-made `LightningOffers.Card`. */
export interface LightningOfferCardProps extends Omit<LightningOfferCardRootProps, 'children' | 'asChild'> {
  /** The server render's time for the countdown (see `LightningOffers.Countdown`). */
  readonly now?: LightningOfferNow | undefined;
  /** The image's intrinsic size; 240 when `undefined`. */
  readonly imageWidth?: number | undefined;
  readonly imageHeight?: number | undefined;
  /** The request's user agent when rendering on the server (bots get eager images). */
  readonly userAgent?: string | undefined;
  /** The heading level of the name; 3 when `undefined`. */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
  /** Replaces some of the offer's texts (over the provider's `messages.ui.lightningOffers`). */
  readonly offerMessages?: Partial<LightningOffersMessages> | undefined;
}

/**
 * A lightning offer's card: the 'Oferta relâmpago' flag with its discount, the image, the name (45 characters)
 * linking to the product, the price, the countdown (active offers only) and 'Visualizar'.
 */
export function LightningOfferCard({
  now,
  offerMessages,
  imageWidth,
  imageHeight,
  userAgent,
  headingLevel,
  ...rootProps
}: LightningOfferCardProps): ReactNode {
  return (
    <LightningOfferCardRoot {...rootProps}>
      <ProductCardImage width={imageWidth} height={imageHeight} userAgent={userAgent} />
      <LightningOfferFlag messages={offerMessages} />
      <ProductCardName level={headingLevel} />
      <ProductCardPrice />
      <LightningOfferCountdown now={now} messages={offerMessages} />
      <LightningOfferView messages={offerMessages} />
    </LightningOfferCardRoot>
  );
}

/** Props of the ready-made `<LightningOffers />`. */
export type LightningOffersProps = ReadyShelfProps & {
  /** The server render's time for the countdowns (see `LightningOffers.Countdown`). */
  readonly now?: LightningOfferNow | undefined;
  /** Characters of each name before '...'; 45 when `undefined`. */
  readonly nameLimit?: number | undefined;
  /** Replaces some of the offers' texts (over the provider's `messages.ui.lightningOffers`). */
  readonly offerMessages?: Partial<LightningOffersMessages> | undefined;
};

/**
 * 'Ofertas Relâmpago': the store's lightning offers (at most 15) in a product shelf, each card flagged 'Oferta
 * relâmpago' with its discount, its name cut at 45 characters, its price, a countdown to the offer's end and
 * 'Visualizar'. Reports GA4 `view_item_list` (list 'lightning-offers').
 */
export function LightningOffers({
  now,
  nameLimit,
  offerMessages,
  title,
  renderProduct,
  ...props
}: LightningOffersProps): ReactNode {
  const text = useUiMessages('lightningOffers', lightningOffersMessages, offerMessages);
  const { data, error } = useLightningOffers();
  const shelfTitle = title ?? text.title;
  // One function while its inputs hold, so the shelf keeps its cards' elements across its own re-renders.
  const stockRender = useCallback(
    (product: Product, index: number) => (
      <LightningOfferCard
        product={product}
        listName={shelfTitle}
        listId="lightning-offers"
        index={index}
        nameLimit={nameLimit}
        now={now}
        offerMessages={offerMessages}
      />
    ),
    [shelfTitle, nameLimit, now, offerMessages],
  );
  const render = renderProduct ?? stockRender;
  const shelf = (
    <ProductShelf
      title={shelfTitle}
      listId="lightning-offers"
      products={data}
      error={error}
      renderProduct={render}
      {...props}
      className={cx('vt-lightning-offers', props.className)}
    />
  );
  // Its own cards read the company settings and the wishlist once for the shelf.
  return renderProduct ? shelf : <ProductCardReadsProvider>{shelf}</ProductCardReadsProvider>;
}

LightningOffers.Card = LightningOfferCard;
LightningOffers.CardRoot = LightningOfferCardRoot;
LightningOffers.Flag = LightningOfferFlag;
LightningOffers.Countdown = LightningOfferCountdown;
LightningOffers.View = LightningOfferView;
