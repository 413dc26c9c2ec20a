import {
  type AnalyticsPromotion,
  bannerPromotion,
  type PromotionBannerLike,
  selectPromotionEvent,
  viewPromotionEvent,
} from '@vitrine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useAnalytics } from './useAnalytics';

/** Options of `usePromotionTracking`. */
export interface PromotionTrackingOptions {
  /**
   * Where the banners are shown (`'banner_F'`); each banner's GA4 `creative_slot` is this plus its position
   * from 1 (`'banner_F_2'`). `undefined` leaves `creative_slot` out.
   */
  readonly slot?: string | undefined;
}

/** What `usePromotionTracking` returns. */
export interface PromotionTracking {
  /** Reports GA4 `select_promotion` for the banner at `index` (from 0, display order); call it from its click. */
  selectPromotion(banner: PromotionBannerLike, index: number): void;
}

function promotionAt(
  banner: PromotionBannerLike,
  index: number,
  slot: string | undefined,
): AnalyticsPromotion {
  return bannerPromotion(banner, slot === undefined ? undefined : `${slot}_${index + 1}`);
}

/**
 * Reports banners as GA4 promotions: one `view_promotion` per banner once per set of banner ids shown (from
 * an effect, never on the server; the same ids again do not resend), and `selectPromotion` for the clicks.
 * Pass `undefined` while the set is not final (loading, random banner not drawn yet) so a partial set is
 * not reported.
 * @example
 * const { data } = useBanners('F');
 * const banners = data?.fixed ?? [];
 * const { selectPromotion } = usePromotionTracking(banners, { slot: 'banner_F' });
 * banners.map((banner, index) => (
 *   <a key={banner.idBanner} href={banner.link ?? '#'} onClick={() => selectPromotion(banner, index)}>…</a>
 * ));
 */
export function usePromotionTracking(
  banners: readonly PromotionBannerLike[] | null | undefined,
  options: PromotionTrackingOptions = {},
): PromotionTracking {
  const analytics = useAnalytics();
  const { slot } = options;
  const sentFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!banners || banners.length === 0) return;
    const key = JSON.stringify([slot, banners.map((banner) => banner.idBanner)]);
    if (sentFor.current === key) return;
    sentFor.current = key;
    banners.forEach((banner, index) => {
      analytics.ecommerce(viewPromotionEvent(promotionAt(banner, index, slot)));
    });
  }, [analytics, banners, slot]);

  const selectPromotion = useCallback(
    (banner: PromotionBannerLike, index: number) => {
      analytics.ecommerce(selectPromotionEvent(promotionAt(banner, index, slot)));
    },
    [analytics, slot],
  );
  return { selectPromotion };
}
