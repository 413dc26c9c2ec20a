import type { BannerLike } from './types';

/** Where the banners are shown. */
export interface SplitBannersOptions {
  /** Narrows the blocks to this one banner; `undefined` keeps them all. */
  readonly idBanner?: number | null | undefined;
  /** The shopper's device: banners restricted to the other device are left out. */
  readonly device: 'mobile' | 'desktop';
}

function isRandom(flag: BannerLike['random']): boolean {
  return flag === 1 || flag === true || flag === '1';
}

/**
 * Splits banners into the random group (`random` 1: one of them is drawn, see `pickRandomBanner`)
 * and the fixed group (all shown, in order), after narrowing to one `idBanner` when asked and
 * leaving out banners restricted to the other device (`device: 'mobile' | 'desktop'`).
 */
export function splitBanners<T extends BannerLike>(
  banners: readonly T[] | null | undefined,
  options: SplitBannersOptions,
): { readonly random: T[]; readonly fixed: T[] } {
  const random: T[] = [];
  const fixed: T[] = [];
  for (const banner of banners ?? []) {
    if (options.idBanner != null && banner.idBanner !== options.idBanner) continue;
    if (banner.device != null && banner.device !== 'all' && banner.device !== options.device) continue;
    (isRandom(banner.random) ? random : fixed).push(banner);
  }
  return { random, fixed };
}
