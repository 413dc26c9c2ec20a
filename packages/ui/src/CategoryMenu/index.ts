'use client';

// `@vitrine/ui/CategoryMenu`: what `@vitrine/ui` exports from this folder.
export type { CategoryMenuProps } from './CategoryMenu';
export { CategoryMenu } from './CategoryMenu';
export type {
  CategoryMenuImageProps,
  CategoryMenuItemProps,
  CategoryMenuLinkProps,
  CategoryMenuListProps,
  CategoryMenuRootProps,
  CategoryMenuTitleProps,
  CategoryMenuToggleProps,
} from './CategoryMenuParts';
export {
  CategoryMenuImage,
  CategoryMenuItem,
  CategoryMenuLink,
  CategoryMenuList,
  CategoryMenuRoot,
  CategoryMenuTitle,
  CategoryMenuToggle,
} from './CategoryMenuParts';
export type { CategoryMenuMessages } from './categoryMenuMessages';
export { categoryMenuMessages } from './categoryMenuMessages';
export type { CategoryMenuState, UseCategoryMenuOptions } from './useCategoryMenu';
export { useCategoryMenu } from './useCategoryMenu';
