import type { AnalyticsPromotion } from './types';

/** The banner fields a promotion event reads. */
export interface PromotionBannerLike {
  readonly idBanner: number;
  readonly name: string;
  readonly nameFileImage?: string | null | undefined;
}

/** A banner as a GA4 promotion: its id and name, the image file as creative, the slot as given (e.g. the banner type). */
export function bannerPromotion(banner: PromotionBannerLike, creativeSlot?: string): AnalyticsPromotion {
  return {
    id: banner.idBanner,
    name: banner.name,
    creativeName: banner.nameFileImage || undefined,
    creativeSlot,
  };
}
