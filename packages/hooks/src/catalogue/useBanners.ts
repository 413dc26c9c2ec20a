import {
  type Banner,
  type BannerType,
  bannersQuery,
  pickRandomBanner,
  type StoreApiError,
  splitBanners,
} from '@vitrine/core';
import { useContext, useLayoutEffect, useMemo, useState } from 'react';
import type { SWRResponse } from 'swr';
import { defaultStorefrontConfig } from '../provider/defaultStorefrontConfig';
import { StorefrontContext } from '../provider/StorefrontContext';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/** Options of `useBanners`. */
export interface UseBannersOptions extends StoreQueryOptions<Banner[]> {
  /**
   * The listing's friendly path with its marker ('moda-feminina/c', 'nike/m', 'verao/g'): loads that
   * category's, brand's or group's banners. `undefined` or '' loads the store-wide banners of the type.
   */
  readonly textLink?: string | undefined;
  /** The shopper's device; the provider's `config.device` when `undefined`. */
  readonly device?: 'mobile' | 'desktop' | undefined;
  /** Narrows the blocks to this one banner; `undefined` keeps them all. */
  readonly idBanner?: number | null | undefined;
}

/** The banners of a block, split as the spec shows them. */
export interface BannerBlocks {
  /** Every banner of the type for this device (and `idBanner`), in order. */
  readonly all: readonly Banner[];
  /** The random group (`random` 1): one of them is shown. */
  readonly random: readonly Banner[];
  /** The fixed group (`random` 0): all shown, in order. */
  readonly fixed: readonly Banner[];
  /** The banner drawn from `random`; `undefined` during server rendering, before mount and when `random` is empty. */
  readonly drawn: Banner | undefined;
}

/**
 * The banners of a type (F full, C central, L side, R footer), store-wide or of a listing, split into the
 * random and fixed groups for the shopper's device; `null` waits. `data` is `undefined` until loaded and
 * while `type` is `null`; the random banner is drawn after mount, so server and client markup agree.
 * @example
 * const { data } = useBanners('F', { textLink: 'moda-feminina/c' });
 * const shown = [...(data?.drawn ? [data.drawn] : []), ...(data?.fixed ?? [])];
 */
export function useBanners(
  type: BannerType | null | undefined,
  options?: UseBannersOptions,
): Omit<SWRResponse<Banner[], StoreApiError>, 'data'> & { readonly data: BannerBlocks | undefined } {
  const { textLink, device, idBanner, ...rest } = options ?? {};
  const config = useContext(StorefrontContext)?.config ?? defaultStorefrontConfig;
  const response = useStoreQuery('useBanners', type ? bannersQuery(type, textLink) : null, rest);
  const banners = response.data;
  const chosenDevice = device ?? config.device;
  const groups = useMemo(() => {
    if (!banners) return undefined;
    const { random, fixed } = splitBanners(banners, { device: chosenDevice, idBanner });
    const kept = new Set([...random, ...fixed]);
    return { all: banners.filter((banner) => kept.has(banner)), random, fixed };
  }, [banners, chosenDevice, idBanner]);
  const [drawn, setDrawn] = useState<Banner | undefined>(undefined);
  // Drawn before the browser paints: when the block's banners change after hydration (the device known only in
  // the browser), a frame without the drawn banner would shift what follows (the carousel loses its controls).
  useLayoutEffect(() => {
    setDrawn(groups ? pickRandomBanner(groups.random, config.random) : undefined);
  }, [groups, config.random]);
  const data = useMemo(() => (groups ? { ...groups, drawn } : undefined), [groups, drawn]);
  return {
    get error() {
      return response.error;
    },
    get isLoading() {
      return response.isLoading;
    },
    get isValidating() {
      return response.isValidating;
    },
    mutate: response.mutate,
    data,
  };
}
