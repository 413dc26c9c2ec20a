'use client';

// `@vitrine/ui/SocialLinks`: what `@vitrine/ui` exports from this folder.
export type { FloatingMessagingButtonProps } from './FloatingMessagingButton';
export { FloatingMessagingButton } from './FloatingMessagingButton';
export type {
  SocialLinksItemProps,
  SocialLinksLinkProps,
  SocialLinksListProps,
  SocialLinksProps,
  SocialLinksRootProps,
} from './SocialLinks';
export {
  SocialLinks,
  SocialLinksItem,
  SocialLinksLink,
  SocialLinksList,
  SocialLinksParts,
  SocialLinksRoot,
} from './SocialLinks';
export type { SocialLinksMessages } from './socialLinksMessages';
export { socialLinksMessages } from './socialLinksMessages';
export type { SocialLinkEntry, SocialLinksState } from './useSocialLinks';
export { useSocialLinks } from './useSocialLinks';
