'use client';

// `@vitrine/ui/Banner`: what `@vitrine/ui` exports from this folder.
export type {
  BannerDescriptionProps,
  BannerImageProps,
  BannerItemProps,
  BannerLinkProps,
  BannerProps,
  BannerRootProps,
} from './Banner';
export { Banner, BannerDescription, BannerImage, BannerItem, BannerLink, BannerRoot } from './Banner';
export type { BannerMessages } from './bannerMessages';
export { bannerMessages } from './bannerMessages';
export type { BannerBlockState, BannerSelection, UseBannerBlockOptions } from './useBannerBlock';
export { useBannerBlock } from './useBannerBlock';
