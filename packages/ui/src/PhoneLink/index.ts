'use client';

// `@vitrine/ui/PhoneLink`: what `@vitrine/ui` exports from this folder.
export type { PhoneLinkProps } from './PhoneLink';
export { PhoneLink } from './PhoneLink';
export type { PhoneLinkMessages } from './phoneLinkMessages';
export { phoneLinkMessages } from './phoneLinkMessages';
