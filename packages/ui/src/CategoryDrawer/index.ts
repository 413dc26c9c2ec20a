'use client';

// `@vitrine/ui/CategoryDrawer`: what `@vitrine/ui` exports from this folder.
export type { CategoryDrawerProps } from './CategoryDrawer';
export { CategoryDrawer } from './CategoryDrawer';
export type { CategoryDrawerMessages } from './categoryDrawerMessages';
export { categoryDrawerMessages } from './categoryDrawerMessages';
