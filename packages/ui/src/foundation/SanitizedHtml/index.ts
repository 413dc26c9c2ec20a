'use client';

// `@vitrine/ui/foundation/SanitizedHtml`: what `@vitrine/ui` exports from this folder.
export type { SanitizedHtmlProps } from './SanitizedHtml';
export { preloadSanitizedHtml, SanitizedHtml } from './SanitizedHtml';
