'use client';

// `@vitrine/ui/Breadcrumbs`: what `@vitrine/ui` exports from this folder.
export type {
  BreadcrumbsItemProps,
  BreadcrumbsLinkProps,
  BreadcrumbsListProps,
  BreadcrumbsProps,
  BreadcrumbsRootProps,
  BreadcrumbsSeparatorProps,
} from './Breadcrumbs';
export {
  Breadcrumbs,
  BreadcrumbsItem,
  BreadcrumbsLink,
  BreadcrumbsList,
  BreadcrumbsRoot,
  BreadcrumbsSeparator,
} from './Breadcrumbs';
export type { BreadcrumbsMessages } from './breadcrumbsMessages';
export { breadcrumbsMessages } from './breadcrumbsMessages';
export type { BreadcrumbPage, BreadcrumbTrail } from './useBreadcrumbTrail';
export { useBreadcrumbTrail } from './useBreadcrumbTrail';
