'use client';

/**
 * @vitrine/ui: the stock UI kit. Explicit named exports only; each region is owned by one area of the kit.
 * Styles: `import '@vitrine/ui/styles.css'` once (or each widget's own CSS file).
 */

// #region foundation: messages and shared pieces (src/messages, src/internal, src/foundation)
export type {
  PriceCurrentProps,
  PriceDiscountProps,
  PriceInstallmentsProps,
  PriceOriginalProps,
  PriceProps,
  PriceRootProps,
} from './foundation/Price/Price';
export {
  Price,
  PriceCurrent,
  PriceDiscount,
  PriceInstallments,
  PriceOriginal,
  PriceRoot,
} from './foundation/Price/Price';
export type { PriceMessages } from './foundation/Price/priceMessages';
export { priceMessages } from './foundation/Price/priceMessages';
export type { PriceModel, PriceSource, UsePriceOptions } from './foundation/Price/usePrice';
export { usePrice } from './foundation/Price/usePrice';
export type { SkeletonLength, SkeletonProps } from './foundation/Skeleton/Skeleton';
export { Skeleton } from './foundation/Skeleton/Skeleton';
export type { SpinnerProps } from './foundation/Spinner/Spinner';
export { Spinner } from './foundation/Spinner/Spinner';
export type { SpinnerMessages } from './foundation/Spinner/spinnerMessages';
export { spinnerMessages } from './foundation/Spinner/spinnerMessages';
export type { UiMessages } from './messages/UiMessages';
export { useUiMessages } from './messages/useUiMessages';
// #endregion

// #region storefront chrome widgets
// #endregion

// #region session and search widgets
export type { FloatingMessagingButtonProps } from './SocialLinks/FloatingMessagingButton';
export { FloatingMessagingButton } from './SocialLinks/FloatingMessagingButton';
export type {
  SocialLinksItemProps,
  SocialLinksLinkProps,
  SocialLinksListProps,
  SocialLinksProps,
  SocialLinksRootProps,
} from './SocialLinks/SocialLinks';
export {
  SocialLinks,
  SocialLinksItem,
  SocialLinksLink,
  SocialLinksList,
  SocialLinksParts,
  SocialLinksRoot,
} from './SocialLinks/SocialLinks';
export type { SocialLinksMessages } from './SocialLinks/socialLinksMessages';
export { socialLinksMessages } from './SocialLinks/socialLinksMessages';
export type { SocialLinkEntry, SocialLinksState } from './SocialLinks/useSocialLinks';
export { useSocialLinks } from './SocialLinks/useSocialLinks';
// #endregion

// #region cart widgets
// #endregion
