import { effectivePrice, routes, takeXPayYTips } from '@vitrine/core';
import { useCountdown, useShare, useStorefront, useTakeXPayY, useWishlist } from '@vitrine/hooks';
import { Dialog } from 'radix-ui';
import { type ReactNode, useMemo, useState } from 'react';
import { part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import { useControllableState } from '../foundation/internal/useControllableState';
import { LazyImage } from '../foundation/LazyImage/LazyImage';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';
import { useDetail } from './productDetailContext';
import { useTexts } from './productDetailTexts';

/** Props of `ProductDetail.Wishlist`. */
export type ProductDetailWishlistProps = PartProps<'button'> & {
  /** The toggle's name; 'Lista de desejos' when `undefined`. */
  readonly label?: string | undefined;
};

const ProductDetailWishlistElement = part('button', 'ProductDetail.Wishlist', 'vt-button');

/**
 * The wishlist toggle (`aria-pressed` says whether the product is in the customer's list). A visitor is taken
 * to the login page; a failure says 'Não foi possível atualizar a lista de desejos.' as an error alert. On the
 * server and until the session is known it shows unpressed.
 */
export function ProductDetailWishlist({
  label,
  asChild,
  className,
  children,
  onClick,
  ...props
}: ProductDetailWishlistProps): ReactNode {
  const { product, idSku } = useDetail('Wishlist');
  const texts = useTexts({ wishlist: label });
  const wishlist = useWishlist();
  const { bus, navigate } = useStorefront();
  const [pending, setPending] = useState(false);
  const entry = wishlist.data?.find((item) => item.idProduct === product.idProduct);
  const toggle = async () => {
    if (!wishlist.isAuthenticated) {
      navigate(routes.customerLogin);
      return;
    }
    if (pending) return;
    setPending(true);
    try {
      if (entry) await wishlist.remove(product.idProduct, entry.idSku ?? null);
      else await wishlist.add(product.idProduct, idSku);
    } catch {
      bus.publish({ type: 'alert', kind: 'error', title: texts.wishlistError });
    } finally {
      setPending(false);
    }
  };
  return (
    <ProductDetailWishlistElement
      asChild={asChild}
      type="button"
      {...props}
      className={cx('vt-product-detail__wishlist', className)}
      data-variant="ghost"
      aria-pressed={entry !== undefined}
      aria-busy={pending || undefined}
      data-state={entry ? 'on' : 'off'}
      data-busy={dataFlag(pending)}
      onClick={composeEventHandlers(onClick, () => void toggle())}
    >
      {slotContent(
        asChild,
        children,
        <>
          <svg className="vt-product-detail__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 7-6.9l.8.8.8-.8a4.9 4.9 0 0 1 7 6.9Z" />
          </svg>
          <span>{texts.wishlist}</span>
        </>,
      )}
    </ProductDetailWishlistElement>
  );
}

/** Props of `ProductDetail.Share`. */
export type ProductDetailShareProps = PartProps<'div'> & {
  /** The link to share; the current page's address when `undefined`. */
  readonly url?: string | undefined;
  /** Opens the device's share sheet where there is one, instead of copying. */
  readonly preferNative?: boolean | undefined;
  /** The button's text; 'Compartilhar' when `undefined`. */
  readonly label?: string | undefined;
};

const ProductDetailShareElement = part('div', 'ProductDetail.Share', 'vt-product-detail__share');

/**
 * The share action: a button copying the page's link, then 'Link copiado para a área de transferência' for a
 * few seconds in a polite live region beside it (always rendered, so it is there before its text changes).
 */
export function ProductDetailShare({
  url,
  preferNative,
  label,
  asChild,
  className,
  children,
  ...props
}: ProductDetailShareProps): ReactNode {
  const { product } = useDetail('Share');
  const texts = useTexts({ share: label });
  const { share, message, error } = useShare({
    url,
    title: product.name,
    preferNative,
    messages: { copied: texts.shareCopied },
  });
  return (
    <ProductDetailShareElement
      asChild={asChild}
      {...props}
      className={className}
      data-state={message ? 'copied' : undefined}
    >
      {slotContent(
        asChild,
        children,
        <>
          <button
            type="button"
            className="vt-button vt-product-detail__share-button"
            data-variant="ghost"
            onClick={() => void share()}
          >
            <svg className="vt-product-detail__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M16 6l-4-4-4 4M12 2v14M5 12v8h14v-8" />
            </svg>
            <span>{texts.share}</span>
          </button>
          <span role="status" className="vt-product-detail__share-status">
            {message ?? (error ? texts.shareFailed : '')}
          </span>
        </>,
      )}
    </ProductDetailShareElement>
  );
}

/** Props of `ProductDetail.TakeXPayY`: the tip button, and its modal's open trio. */
export type ProductDetailTakeXPayYProps = PartProps<'button'> & {
  /** Controlled open state of the modal; `undefined` leaves it to the tip. */
  readonly open?: boolean | undefined;
  /** Opens the modal on mount when uncontrolled; `false` by default. */
  readonly defaultOpen?: boolean | undefined;
  /** Hears every opening and closing. */
  readonly onOpenChange?: ((open: boolean) => void) | undefined;
  /** Where the modal is portalled; `document.body` when `undefined`. */
  readonly container?: HTMLElement | null | undefined;
};

const ProductDetailTakeXPayYElement = part(
  'button',
  'ProductDetail.TakeXPayY',
  'vt-product-detail__take-x-pay-y',
);

/**
 * The take-X-pay-Y tip ('Leve 3 e pague 2', with the campaign's badge) of the product or its chosen SKU; clicking
 * it opens a modal (Radix `Dialog`) with each rule and what it costs at the current price. Renders nothing when
 * the product has no campaign (and on the server, before the campaign is loaded).
 */
export function ProductDetailTakeXPayY({
  open,
  defaultOpen,
  onOpenChange,
  container,
  asChild,
  className,
  children,
  ...props
}: ProductDetailTakeXPayYProps): ReactNode {
  const detail = useDetail('TakeXPayY');
  const texts = useTexts();
  const { rules } = useStorefront().messages;
  const { data: campaign } = useTakeXPayY(detail.product.idProduct, detail.idSku);
  const unitPrice = effectivePrice(detail);
  const tips = useMemo(
    () => takeXPayYTips(campaign?.buyXGetYRoles, unitPrice, rules),
    [campaign, unitPrice, rules],
  );
  const [isOpen, setOpen] = useControllableState(open, defaultOpen ?? false, onOpenChange);
  const first = tips[0];
  if (!first) return null;
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <ProductDetailTakeXPayYElement asChild={asChild} type="button" {...props} className={className}>
          {slotContent(
            asChild,
            children,
            <>
              {campaign?.imagePath ? (
                <LazyImage
                  className="vt-product-detail__take-x-pay-y-image"
                  src={campaign.imagePath}
                  alt=""
                  width={24}
                  height={24}
                />
              ) : null}
              <span>{first.text}</span>
            </>,
          )}
        </ProductDetailTakeXPayYElement>
      </Dialog.Trigger>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="vt-product-detail__overlay" />
        <Dialog.Content className="vt-product-detail__dialog" aria-describedby={undefined}>
          <Dialog.Title className="vt-product-detail__dialog-title">{first.text}</Dialog.Title>
          <ul className="vt-product-detail__dialog-rules">
            {tips.map((tip) => (
              <li key={tip.take}>{texts.takeXPayYRule(tip.text, tip.take, tip.totalText)}</li>
            ))}
          </ul>
          <Dialog.Close className="vt-button vt-product-detail__dialog-close" data-variant="secondary">
            {texts.close}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Props of `ProductDetail.LightningCountdown`. */
export type ProductDetailLightningCountdownProps = PartProps<'p'> & {
  /**
   * The time to count from on the server and in the hydration render (e.g. the request time sent with the
   * page), so both show the same time; `undefined` shows '--:--:--' there until the browser's clock is read.
   */
  readonly now?: Date | number | string | undefined;
};

const ProductDetailLightningCountdownElement = part(
  'p',
  'ProductDetail.LightningCountdown',
  'vt-product-detail__countdown',
);

/**
 * The lightning offer's countdown ('Oferta relâmpago · Termina em 2d 03:04:05'), only while the offer runs
 * (offerStatus 1 and the end date not passed). Server-safe: the server and the first client render show the
 * same text (see `now`); the browser's clock takes over after hydration, ticking each second.
 */
export function ProductDetailLightningCountdown({
  now,
  asChild,
  className,
  children,
  ...props
}: ProductDetailLightningCountdownProps): ReactNode {
  const { product } = useDetail('LightningCountdown');
  const texts = useTexts();
  const running = product.offerStatus === 1;
  const countdown = useCountdown(running ? product.offerEndDate : null, { now });
  if (!running || (countdown.isReady && countdown.isExpired)) return null;
  return (
    <ProductDetailLightningCountdownElement
      asChild={asChild}
      {...props}
      className={className}
      data-state={countdown.isReady ? 'running' : 'pending'}
    >
      {slotContent(
        asChild,
        children,
        <>
          <span className="vt-product-detail__countdown-label">{texts.lightningOffer}</span>{' '}
          <span>{texts.endsIn}</span>{' '}
          <time className="vt-product-detail__countdown-time" dateTime={product.offerEndDate ?? undefined}>
            {countdown.isReady ? texts.countdown(countdown) : texts.countdownPending}
          </time>
        </>,
      )}
    </ProductDetailLightningCountdownElement>
  );
}
