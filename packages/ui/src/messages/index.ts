'use client';

// `@vitrine/ui/messages`: what `@vitrine/ui` exports from this folder.
export type { UiMessages } from './UiMessages';
export { useUiMessages } from './useUiMessages';
