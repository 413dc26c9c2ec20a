'use client';

// `@vitrine/ui/Faq`: what `@vitrine/ui` exports from this folder.
export type {
  FaqAnswerProps,
  FaqHeadingProps,
  FaqItemProps,
  FaqListProps,
  FaqProps,
  FaqRootProps,
  FaqTitleProps,
  FaqTriggerProps,
} from './Faq';
export {
  Faq,
  FaqAnswer,
  FaqHeading,
  FaqItem,
  FaqList,
  FaqParts,
  FaqRoot,
  FaqTitle,
  FaqTrigger,
} from './Faq';
export type { FaqLinkProps } from './FaqLink';
export { FaqLink } from './FaqLink';
export type { FaqMessages } from './faqMessages';
export { faqMessages } from './faqMessages';
export type { FaqEntry, FaqListState } from './useFaqList';
export { useFaqList } from './useFaqList';
