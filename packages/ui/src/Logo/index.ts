'use client';

// `@vitrine/ui/Logo`: what `@vitrine/ui` exports from this folder.
export type { LogoImageProps, LogoNameProps, LogoProps, LogoRootProps } from './Logo';
export { Logo, LogoImage, LogoName, LogoRoot } from './Logo';
export type { LogoMessages } from './logoMessages';
export { logoMessages } from './logoMessages';
