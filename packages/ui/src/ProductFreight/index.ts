'use client';

// `@vitrine/ui/ProductFreight`: what `@vitrine/ui` exports from this folder.
export type {
  ProductFreightCepProps,
  ProductFreightOptionProps,
  ProductFreightOptionsProps,
  ProductFreightProps,
  ProductFreightResultProps,
  ProductFreightRootProps,
  ProductFreightSubmitProps,
  ProductFreightTitleProps,
} from './ProductFreight';
export {
  ProductFreight,
  ProductFreightCep,
  ProductFreightOption,
  ProductFreightOptions,
  ProductFreightResult,
  ProductFreightRoot,
  ProductFreightSubmit,
  ProductFreightTitle,
} from './ProductFreight';
export type { ProductFreightMessages } from './productFreightMessages';
export { productFreightMessages } from './productFreightMessages';
export type {
  ProductFreightModel,
  ProductFreightQuoteOption,
  ProductFreightSource,
  UseProductFreightOptions,
} from './useProductFreight';
export { useProductFreight } from './useProductFreight';
