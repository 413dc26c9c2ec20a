import type { Company } from '@vitrine/core';
import { useEffect } from 'react';
import { loadPixel } from './loadPixel';
import { loadTagManager } from './loadTagManager';

/** Options of `useAnalyticsLoaders`. */
export interface AnalyticsLoadersOptions {
  /** The data layer's global name (default `'dataLayer'`); keep it equal to the sink's. */
  dataLayerName?: string | undefined;
  /** A CSP nonce for the injected scripts, `undefined` when the page uses none. */
  nonce?: string | undefined;
}

/**
 * Loads the company's third-party analytics after the page mounts (never during render, so nothing loads on
 * the server): Google Tag Manager with `gtm` when `statusGTM` is on, the Meta pixel when `idPixel` is set.
 * Pass `undefined` while the company settings are loading; absent ids load nothing.
 *
 * @example
 * function Analytics() {
 *   const { data: company } = useCompany();
 *   useAnalyticsLoaders(company);
 *   return null;
 * }
 */
export function useAnalyticsLoaders(
  company: Pick<Company, 'statusGTM' | 'gtm' | 'idPixel'> | null | undefined,
  options: AnalyticsLoadersOptions = {},
): void {
  const gtmId = company?.statusGTM ? company.gtm : undefined;
  const pixelId = company?.idPixel;
  const { dataLayerName, nonce } = options;

  useEffect(() => {
    loadTagManager(gtmId, { dataLayerName, nonce });
  }, [gtmId, dataLayerName, nonce]);

  useEffect(() => {
    loadPixel(pixelId, { nonce });
  }, [pixelId, nonce]);
}
