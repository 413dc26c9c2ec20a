'use client';

// `@vitrine/ui/foundation/Sheet`: what `@vitrine/ui` exports from this folder.
export type { SheetContentProps } from './SheetContent';
export { SheetContent } from './SheetContent';
