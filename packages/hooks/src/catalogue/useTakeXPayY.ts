import { type StoreApiError, type TakeXPayYCampaign, takeXPayYQuery } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The take-X-pay-Y campaign of a product (or of its chosen SKU), for the tip and its modal; `null` waits.
 * `data` is `null` when the product has no campaign, `undefined` until loaded and while `idProduct` is `null`.
 * @example
 * declare const product: Product;
 * declare const sku: Sku | undefined;
 * const { data: campaign } = useTakeXPayY(product.idProduct, sku?.idSku);
 * const tips = campaign ? takeXPayYTips(campaign.buyXGetYRoles) : [];
 */
export function useTakeXPayY(
  idProduct: number | null | undefined,
  idSku?: number | null | undefined,
  options?: StoreQueryOptions<TakeXPayYCampaign | null>,
): SWRResponse<TakeXPayYCampaign | null, StoreApiError> {
  return useStoreQuery('useTakeXPayY', idProduct == null ? null : takeXPayYQuery(idProduct, idSku), options);
}
