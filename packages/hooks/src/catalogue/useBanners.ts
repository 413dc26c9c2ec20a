import {
  type Banner,
  type BannerType,
  pickRandomBanner,
  type StoreApiError,
  type StoreClient,
  type StoreKey,
  splitBanners,
  storeKeys,
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

const markers = { c: 'category', g: 'group', m: 'brand' } as const;

function bannerCall(type: BannerType, textLink: string | undefined) {
  const match = textLink ? /^(.*?)\/?([cgm])\/?$/.exec(textLink) : null;
  if (!textLink) {
    return {
      key: storeKeys.banners(type),
      load: (client: StoreClient) => client.catalogue.banners({ type }),
    };
  }
  const kind = match ? markers[match[2] as keyof typeof markers] : 'category';
  const path = match ? (match[1] ?? '') : textLink;
  const input = { type, path };
  const key: StoreKey = storeKeys.call(`catalogue.${kind}Banners`, input);
  return {
    key,
    load: (client: StoreClient) =>
      kind === 'brand'
        ? client.catalogue.brandBanners(input)
        : kind === 'group'
          ? client.catalogue.groupBanners(input)
          : client.catalogue.categoryBanners(input),
  };
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
  const call = type ? bannerCall(type, textLink) : null;
  const response = useStoreQuery(
    'useBanners',
    call?.key ?? null,
    (client) => (call as NonNullable<typeof call>).load(client),
    rest,
  );
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
