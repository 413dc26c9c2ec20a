'use client';

// `@vitrine/ui/KitComponents`: what `@vitrine/ui` exports from this folder.
export type {
  KitComponentsItemImageProps,
  KitComponentsItemNameProps,
  KitComponentsItemProps,
  KitComponentsItemQuantityProps,
  KitComponentsItemStockProps,
  KitComponentsListProps,
  KitComponentsProps,
  KitComponentsRootProps,
  KitComponentsStatusProps,
  KitComponentsTitleProps,
} from './KitComponents';
export {
  KitComponents,
  KitComponentsItem,
  KitComponentsItemImage,
  KitComponentsItemName,
  KitComponentsItemQuantity,
  KitComponentsItemStock,
  KitComponentsList,
  KitComponentsRoot,
  KitComponentsStatus,
  KitComponentsTitle,
} from './KitComponents';
export type { KitComponentsMessages } from './kitComponentsMessages';
export { kitComponentsMessages } from './kitComponentsMessages';
export type { KitComponent, KitComponentsModel } from './useKitComponents';
export { useKitComponents } from './useKitComponents';
