import type { BannerType } from '@vitrine/core';
import { usePromotionTracking } from '@vitrine/hooks';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { part } from '../foundation/internal/createPart';
import { SanitizedHtml } from '../foundation/SanitizedHtml/SanitizedHtml';
import { cx } from '../internal/cx';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { BannerCarousel } from './BannerCarousel';
import { bannerMessages } from './bannerMessages';
import { type BannerSelection, useBannerBlock } from './useBannerBlock';

/** Props of `Banner.Root`: the block holding the banners of one type. */
export type BannerRootProps = PartProps<'div'> & {
  /** F full, C central, L side, R footer (→ `data-type`, which sets the reserved proportions). */
  readonly type?: BannerType | undefined;
};

const BannerRootElement = part('div', 'Banner.Root', 'vt-banner');

/** The block of banners of one type. */
export function BannerRoot({ type, ...props }: BannerRootProps) {
  return <BannerRootElement data-type={type} {...props} />;
}

/** Props of `Banner.Item`: one banner. */
export type BannerItemProps = PartProps<'div'>;

/** One banner: its picture (linked when it has a link) and its description. */
export const BannerItem = part('div', 'Banner.Item', 'vt-banner__item');

/** Props of `Banner.Link`. */
export type BannerLinkProps = PartProps<'a'>;

/** The banner's link, around its picture. */
export const BannerLink = part('a', 'Banner.Link', 'vt-banner__link');

/** Props of `Banner.Image`. */
export type BannerImageProps = PartProps<'img'>;

/** The banner's picture; its `alt` is the banner's name. */
export const BannerImage = part('img', 'Banner.Image', 'vt-banner__image', {
  defaults: { decoding: 'async' },
});

/** Props of `Banner.Description`. */
export type BannerDescriptionProps = Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  /** The platform's HTML; always sanitized before it reaches the page. `undefined`/`null`/'' renders nothing. */
  readonly html: string | null | undefined;
};

/**
 * The banner's description: the platform's HTML, sanitized by core's `sanitizeHtml` (scripts, handlers dropped),
 * which loads with DOMPurify the first time a description shows.
 */
export function BannerDescription({ html, className, ...props }: BannerDescriptionProps) {
  return <SanitizedHtml {...props} html={html} className={cx('vt-banner__description', className)} />;
}

/** Props of the ready-made `<Banner />`. */
export interface BannerProps extends Omit<BannerRootProps, 'children' | 'asChild' | 'type'> {
  /** F full, C central, L side, R footer. */
  readonly type: BannerType;
  /** The listing's friendly path ('moda-feminina/c', 'nike/m'); `undefined` for the store-wide banners. */
  readonly textLink?: string | undefined;
  /** The shopper's device; the provider's `config.device` when `undefined`. */
  readonly device?: 'mobile' | 'desktop' | undefined;
  /** Narrows the block to one banner; `undefined` keeps them all. */
  readonly idBanner?: number | null | undefined;
  /** 'all' (default): the drawn random banner then the fixed ones; 'random' or 'fixed' only. */
  readonly show?: BannerSelection | undefined;
  /** Hides the descriptions (the picture already says it all). */
  readonly hideDescription?: boolean | undefined;
  /** The pictures' intrinsic size, reserved before they load (no layout shift); `undefined` leaves it to CSS. */
  readonly width?: number | undefined;
  readonly height?: number | undefined;
  /** The accessible name of a block of several banners; by type ('Banners em destaque' for F...) when `undefined`. */
  readonly label?: string | undefined;
  /**
   * Called when a banner's link is clicked, before navigation; `preventDefault()` cancels the navigation.
   * The click is reported as GA4 `select_promotion` either way (the shopper did choose the banner).
   */
  readonly onBannerClick?: ((event: MouseEvent<HTMLAnchorElement>, banner: BannerShown) => void) | undefined;
}

/** A banner as the block shows it (the element type of `useBannerBlock`'s `banners`). */
type BannerShown = ReturnType<typeof useBannerBlock>['banners'][number];

/**
 * A banner block (spec: types F/C/L/R, random and fixed groups, device restriction, one-banner narrowing):
 * the random banner drawn after mount first, then the fixed ones, each a picture (linked when it has a link)
 * and its sanitized HTML description. A skeleton of the type's proportions holds the place while loading;
 * nothing renders when the store has none or the load fails. Analytics: once the block is final (after
 * mount, with the drawn random banner) each banner is reported as GA4 `view_promotion`, slot `banner_<type>`
 * and its position (`banner_F_1`); a click on a banner's link as `select_promotion`.
 */
export function Banner({
  type,
  textLink,
  device,
  idBanner,
  show,
  hideDescription,
  width,
  height,
  label,
  onBannerClick,
  ...rootProps
}: BannerProps) {
  const text = useUiMessages('banner', bannerMessages);
  const block = useBannerBlock(type, { textLink, device, idBanner, show });
  // Reported only once final: before the draw the block lacks its random banner and every position shifts.
  const { selectPromotion } = usePromotionTracking(block.isDrawing ? undefined : block.banners, {
    slot: `banner_${type}`,
  });
  if (block.isLoading) {
    return (
      <BannerRoot type={type} aria-busy="true" data-loading="" {...rootProps}>
        <span className="vt-banner__skeleton vt-skeleton" />
      </BannerRoot>
    );
  }
  if (block.banners.length === 0) return null;
  const several = block.banners.length > 1;
  const items = block.banners.map((banner, index) => {
    const picture = (
      <BannerImage
        src={banner.nameFileImage}
        alt={banner.name}
        width={width}
        height={height}
        // The first full banner is the page's largest paint: load it at once, the others lazily.
        loading={index === 0 && type === 'F' ? 'eager' : 'lazy'}
        fetchPriority={index === 0 && type === 'F' ? 'high' : undefined}
      />
    );
    return (
      <BannerItem key={banner.idBanner} data-random={banner.random === 1 ? '' : undefined}>
        {banner.link ? (
          <BannerLink
            href={banner.link}
            onClick={(event) => {
              onBannerClick?.(event, banner);
              selectPromotion(banner, index);
            }}
          >
            {picture}
          </BannerLink>
        ) : (
          picture
        )}
        {hideDescription ? null : <BannerDescription html={banner.description} />}
      </BannerItem>
    );
  });
  // Several full banners share one box: a carousel instead of stacked full-width blocks.
  if (type === 'F' && several) {
    return (
      <BannerRoot type={type} data-count={block.banners.length} data-carousel="" {...rootProps}>
        <BannerCarousel
          label={label ?? text.labels[type]}
          slides={items}
          slideKeys={block.banners.map((banner) => banner.idBanner)}
        />
      </BannerRoot>
    );
  }
  return (
    <BannerRoot
      type={type}
      role={several ? 'region' : undefined}
      aria-label={several ? (label ?? text.labels[type]) : undefined}
      data-count={block.banners.length}
      {...rootProps}
    >
      {items}
    </BannerRoot>
  );
}

Banner.Root = BannerRoot;
Banner.Item = BannerItem;
Banner.Link = BannerLink;
Banner.Image = BannerImage;
Banner.Description = BannerDescription;
