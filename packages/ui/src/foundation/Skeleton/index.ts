'use client';

// `@vitrine/ui/foundation/Skeleton`: what `@vitrine/ui` exports from this folder.
export type { SkeletonLength, SkeletonProps } from './Skeleton';
export { Skeleton } from './Skeleton';
