import type { BannerType } from '../../schemas/bannerTypeSchema';

/** The banners of a listing: `path` is the category, group or brand path without the trailing marker. */
export interface ListingBannersInput {
  readonly type: BannerType;
  readonly path: string;
}
