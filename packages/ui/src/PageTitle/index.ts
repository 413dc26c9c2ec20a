'use client';

// `@vitrine/ui/PageTitle`: what `@vitrine/ui` exports from this folder.
export type { PageTitleProps } from './PageTitle';
export { PageTitle } from './PageTitle';
