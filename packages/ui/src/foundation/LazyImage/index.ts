'use client';

// `@vitrine/ui/foundation/LazyImage`: what `@vitrine/ui` exports from this folder.
export type { LazyImageProps, LazyImageSize } from './LazyImage';
export { LazyImage } from './LazyImage';
