'use client';

// `@vitrine/ui/PrivacyNotice`: what `@vitrine/ui` exports from this folder.
export type {
  PrivacyNoticeAcceptProps,
  PrivacyNoticeLinkProps,
  PrivacyNoticeProps,
  PrivacyNoticeRootProps,
  PrivacyNoticeTextProps,
} from './PrivacyNotice';
export {
  PrivacyNotice,
  PrivacyNoticeAccept,
  PrivacyNoticeLink,
  PrivacyNoticeParts,
  PrivacyNoticeRoot,
  PrivacyNoticeText,
} from './PrivacyNotice';
export type { PrivacyNoticeMessages } from './privacyNoticeMessages';
export { privacyNoticeMessages } from './privacyNoticeMessages';
export type { AlertTextParts } from './splitAlertText';
export { alertTextLinkPlaceholder, splitAlertText } from './splitAlertText';
