'use client';

// `@vitrine/ui/CartCount`: what `@vitrine/ui` exports from this folder.
export type { CartCountProps } from './CartCount';
export { CartCount } from './CartCount';
export type { CartCountMessages } from './cartCountMessages';
export { cartCountMessages } from './cartCountMessages';
