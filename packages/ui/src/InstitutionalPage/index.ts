'use client';

// `@vitrine/ui/InstitutionalPage`: what `@vitrine/ui` exports from this folder.
export type {
  InstitutionalLinksGroupProps,
  InstitutionalLinksHeadingProps,
  InstitutionalLinksItemProps,
  InstitutionalLinksLinkProps,
  InstitutionalLinksListProps,
  InstitutionalLinksProps,
  InstitutionalLinksRootProps,
} from './InstitutionalLinks';
export {
  InstitutionalLinks,
  InstitutionalLinksGroup,
  InstitutionalLinksHeading,
  InstitutionalLinksItem,
  InstitutionalLinksLink,
  InstitutionalLinksList,
  InstitutionalLinksParts,
  InstitutionalLinksRoot,
} from './InstitutionalLinks';
export type {
  InstitutionalPageBodyProps,
  InstitutionalPageHeadingLevel,
  InstitutionalPageMetaProps,
  InstitutionalPageProps,
  InstitutionalPageRootProps,
  InstitutionalPageTitleProps,
} from './InstitutionalPage';
export {
  InstitutionalPage,
  InstitutionalPageBody,
  InstitutionalPageMeta,
  InstitutionalPageParts,
  InstitutionalPageRoot,
  InstitutionalPageTitle,
} from './InstitutionalPage';
export type { InstitutionalPageMessages } from './institutionalPageMessages';
export { institutionalPageMessages } from './institutionalPageMessages';
export type { InstitutionalEntry, InstitutionalPageHead } from './institutionalPageRules';
export {
  findInstitutionalContent,
  findPrivacyPolicy,
  institutionalEntries,
  institutionalPageHead,
  isPrivacyPolicyEnabled,
  privacyPolicyLink,
} from './institutionalPageRules';
export type { PrivacyPolicyProps } from './PrivacyPolicy';
export { PrivacyPolicy } from './PrivacyPolicy';
export type {
  InstitutionalPageState,
  UseInstitutionalPageOptions,
} from './useInstitutionalPage';
export { useInstitutionalPage } from './useInstitutionalPage';
export type { PrivacyPolicyState, UsePrivacyPolicyOptions } from './usePrivacyPolicy';
export { usePrivacyPolicy } from './usePrivacyPolicy';
