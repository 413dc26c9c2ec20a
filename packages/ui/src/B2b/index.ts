'use client';

// `@vitrine/ui/B2b`: what `@vitrine/ui` exports from this folder.
export type {
  B2bDescriptionProps,
  B2bProps,
  B2bRootProps,
  B2bTitleProps,
} from './B2b';
export { B2b, B2bDescription, B2bRoot, B2bTitle } from './B2b';
export type { B2bMessages } from './b2bMessages';
export { b2bMessages } from './b2bMessages';
