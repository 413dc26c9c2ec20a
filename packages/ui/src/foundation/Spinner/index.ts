'use client';

// `@vitrine/ui/foundation/Spinner`: what `@vitrine/ui` exports from this folder.
export type { SpinnerProps } from './Spinner';
export { Spinner } from './Spinner';
export type { SpinnerMessages } from './spinnerMessages';
export { spinnerMessages } from './spinnerMessages';
