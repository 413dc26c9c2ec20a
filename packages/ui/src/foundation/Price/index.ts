'use client';

// `@vitrine/ui/foundation/Price`: what `@vitrine/ui` exports from this folder.
export type {
  PriceCurrentProps,
  PriceDiscountProps,
  PriceInstallmentsProps,
  PriceOriginalProps,
  PriceProps,
  PriceRootProps,
} from './Price';
export {
  Price,
  PriceCurrent,
  PriceDiscount,
  PriceInstallments,
  PriceOriginal,
  PriceRoot,
} from './Price';
export type { PriceMessages } from './priceMessages';
export { priceMessages } from './priceMessages';
export type { PriceModel, PriceSource, UsePriceOptions } from './usePrice';
export { usePrice } from './usePrice';
