'use client';

// `@vitrine/ui/foundation/PhoneInput`: what `@vitrine/ui` exports from this folder.
export type { PhoneInputProps } from './PhoneInput';
export { PhoneInput } from './PhoneInput';
