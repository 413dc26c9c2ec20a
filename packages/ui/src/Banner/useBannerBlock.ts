import type { Banner, BannerType } from '@vitrine/core';
import { useBanners } from '@vitrine/hooks';
import { useMemo } from 'react';

/** Which banners of the type a block shows. */
export type BannerSelection = 'all' | 'random' | 'fixed';

/** Options of `useBannerBlock`. */
export interface UseBannerBlockOptions {
  /** The listing's friendly path ('moda-feminina/c'); `undefined` for the store-wide banners. */
  readonly textLink?: string | undefined;
  /** The shopper's device; the provider's `config.device` when `undefined`. */
  readonly device?: 'mobile' | 'desktop' | undefined;
  /** Narrows the block to one banner; `undefined` keeps them all. */
  readonly idBanner?: number | null | undefined;
  /** 'all' (default): the drawn random banner first, then the fixed ones; 'random' or 'fixed' only. */
  readonly show?: BannerSelection | undefined;
}

/** What a banner block shows. */
export interface BannerBlockState {
  /** The banners to show, in order; empty while loading, on failure and when the store has none. */
  readonly banners: readonly Banner[];
  readonly isLoading: boolean;
  /** The load failed: the block shows nothing (the spec ignores load errors). */
  readonly hasError: boolean;
  /** Loaded, but the random banner is still to be drawn (before mount): `banners` is not final yet. */
  readonly isDrawing: boolean;
}

/** The banners a block of type `type` shows: the random one drawn after mount and the fixed ones, in order. */
export function useBannerBlock(type: BannerType, options: UseBannerBlockOptions = {}): BannerBlockState {
  const { textLink, device, idBanner, show = 'all' } = options;
  const { data, error, isLoading } = useBanners(type, { textLink, device, idBanner });
  const banners = useMemo(() => {
    if (!data) return [];
    const random = show !== 'fixed' && data.drawn ? [data.drawn] : [];
    const fixed = show !== 'random' ? data.fixed : [];
    return [...random, ...fixed];
  }, [data, show]);
  const isDrawing = data !== undefined && show !== 'fixed' && data.random.length > 0 && !data.drawn;
  return { banners, isLoading, hasError: !data && error !== undefined, isDrawing };
}
