import { type FreightOption, productFreightsQuery } from '@vitrine/core';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/** What a product freight quote asks: the CEP (masked or not), the product, its SKU and the quantity. */
export interface ProductFreightRequest {
  readonly cep: string;
  readonly idProduct: number;
  /** The chosen SKU; `null` for a product without SKUs. */
  readonly idSku: number | null;
  readonly quantity: number;
}

/**
 * The shipping options of one product at a CEP (`cart.productFreights`: the CEP unmasked, with the quantity, the
 * product and its SKU). `null` asks nothing. A quote is not retried by itself nor refreshed on focus (a refused CEP
 * stays refused): call `mutate()` to ask again. `data` is `undefined` until answered.
 * @example
 * const quote = useProductFreights({ cep: '01310-100', idProduct: 1034, idSku: 103401, quantity: 1 });
 * quote.data?.map((option) => option.shippingMode.name);
 */
export function useProductFreights(
  request: ProductFreightRequest | null,
  options?: StoreQueryOptions<FreightOption[]>,
) {
  return useStoreQuery('useProductFreights', request && productFreightsQuery(request), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    ...options,
  });
}
