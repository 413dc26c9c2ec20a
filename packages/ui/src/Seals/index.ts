'use client';

// `@vitrine/ui/Seals`: what `@vitrine/ui` exports from this folder.
export type { SealsItemProps, SealsProps, SealsRootProps, SealsSealProps } from './Seals';
export { Seals, SealsItem, SealsRoot, SealsSeal } from './Seals';
export type { SealsMessages } from './sealsMessages';
export { sealsMessages } from './sealsMessages';
