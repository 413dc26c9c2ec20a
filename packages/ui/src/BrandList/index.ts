'use client';

// `@vitrine/ui/BrandList`: what `@vitrine/ui` exports from this folder.
export type {
  BrandListItemProps,
  BrandListLinkProps,
  BrandListListProps,
  BrandListProps,
  BrandListRootProps,
  BrandListTitleProps,
} from './BrandList';
export {
  BrandList,
  BrandListItem,
  BrandListLink,
  BrandListList,
  BrandListRoot,
  BrandListTitle,
} from './BrandList';
export type { BrandListMessages } from './brandListMessages';
export { brandListMessages } from './brandListMessages';
