'use client';

// `@vitrine/ui/AssistedSale`: what `@vitrine/ui` exports from this folder.
export type {
  AssistedSaleDescriptionProps,
  AssistedSaleProps,
  AssistedSaleRootProps,
  AssistedSaleTitleProps,
} from './AssistedSale';
export {
  AssistedSale,
  AssistedSaleDescription,
  AssistedSaleRoot,
  AssistedSaleTitle,
} from './AssistedSale';
export type { AssistedSaleMessages } from './assistedSaleMessages';
export { assistedSaleMessages } from './assistedSaleMessages';
