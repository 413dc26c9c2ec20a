'use client';

/**
 * @vitrine/ui: the stock UI kit. Explicit named exports only; each region is owned by one area of the kit.
 * Styles: `import '@vitrine/ui/styles.css'` once (or each widget's own CSS file).
 */

// #region foundation: messages and shared pieces (src/messages, src/internal, src/foundation)
export type {
  CepInputErrorProps,
  CepInputInputProps,
  CepInputLabelProps,
  CepInputLookupLinkProps,
  CepInputProps,
  CepInputRootProps,
} from './foundation/CepInput/CepInput';
export {
  CepInput,
  CepInputError,
  CepInputInput,
  CepInputLabel,
  CepInputLookupLink,
  CepInputRoot,
} from './foundation/CepInput/CepInput';
export type { CepInputMessages } from './foundation/CepInput/cepInputMessages';
export { cepInputMessages } from './foundation/CepInput/cepInputMessages';
export type { CepInputState, UseCepInputOptions } from './foundation/CepInput/useCepInput';
export { useCepInput } from './foundation/CepInput/useCepInput';
export type { PhoneInputProps } from './foundation/PhoneInput/PhoneInput';
export { PhoneInput } from './foundation/PhoneInput/PhoneInput';
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
export type {
  QuantityInputErrorProps,
  QuantityInputInputProps,
  QuantityInputLabelProps,
  QuantityInputProps,
  QuantityInputRootProps,
  QuantityInputStepProps,
} from './foundation/QuantityInput/QuantityInput';
export {
  QuantityInput,
  QuantityInputDecrement,
  QuantityInputError,
  QuantityInputIncrement,
  QuantityInputInput,
  QuantityInputLabel,
  QuantityInputRoot,
} from './foundation/QuantityInput/QuantityInput';
export type { QuantityInputMessages } from './foundation/QuantityInput/quantityInputMessages';
export { quantityInputMessages } from './foundation/QuantityInput/quantityInputMessages';
export type {
  QuantityInputState,
  UseQuantityInputOptions,
} from './foundation/QuantityInput/useQuantityInput';
export { useQuantityInput } from './foundation/QuantityInput/useQuantityInput';
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
export type {
  SearchBoxBusyProps,
  SearchBoxEmptyProps,
  SearchBoxInputProps,
  SearchBoxLabelProps,
  SearchBoxListboxProps,
  SearchBoxMessageProps,
  SearchBoxOptionProps,
  SearchBoxPopupProps,
  SearchBoxProps,
  SearchBoxRootProps,
  SearchBoxStatusProps,
  SearchBoxSubmitProps,
  SearchBoxTextProps,
} from './SearchBox/SearchBox';
export {
  SearchBox,
  SearchBoxBusy,
  SearchBoxEmpty,
  SearchBoxInput,
  SearchBoxLabel,
  SearchBoxListbox,
  SearchBoxMessage,
  SearchBoxOption,
  SearchBoxParts,
  SearchBoxPopup,
  SearchBoxRoot,
  SearchBoxStatus,
  SearchBoxSubmit,
  useSearchBoxContextValue,
} from './SearchBox/SearchBox';
export type { SearchBoxMessages } from './SearchBox/searchBoxMessages';
export { searchBoxMessages } from './SearchBox/searchBoxMessages';
export type { SearchBoxBehaviour, SearchBoxBehaviourOptions } from './SearchBox/useSearchBoxBehaviour';
export { useSearchBoxBehaviour } from './SearchBox/useSearchBoxBehaviour';
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
export type {
  UserMenuContentProps,
  UserMenuErrorProps,
  UserMenuInviteProps,
  UserMenuItemProps,
  UserMenuLogoutProps,
  UserMenuMenuProps,
  UserMenuPlaceholderProps,
  UserMenuProps,
  UserMenuRootProps,
  UserMenuSeparatorProps,
  UserMenuTextProps,
  UserMenuTriggerProps,
} from './UserMenu/UserMenu';
export {
  UserMenu,
  UserMenuContent,
  UserMenuError,
  UserMenuInvite,
  UserMenuItem,
  UserMenuLogout,
  UserMenuMenu,
  UserMenuParts,
  UserMenuPlaceholder,
  UserMenuRoot,
  UserMenuSeparator,
  UserMenuTrigger,
} from './UserMenu/UserMenu';
export type { UserMenuMessages } from './UserMenu/userMenuMessages';
export { userMenuMessages } from './UserMenu/userMenuMessages';
export type { UserMenuState, UseUserMenuOptions } from './UserMenu/useUserMenu';
export { useUserMenu } from './UserMenu/useUserMenu';
export type {
  WishlistCountCountProps,
  WishlistCountIconProps,
  WishlistCountLabelProps,
  WishlistCountProps,
  WishlistCountRootProps,
  WishlistCountTextProps,
} from './WishlistCount/WishlistCount';
export {
  WishlistCount,
  WishlistCountCount,
  WishlistCountIcon,
  WishlistCountLabel,
  WishlistCountParts,
  WishlistCountRoot,
} from './WishlistCount/WishlistCount';
export type { WishlistCountMessages } from './WishlistCount/wishlistCountMessages';
export { wishlistCountMessages } from './WishlistCount/wishlistCountMessages';
// #endregion

// #region cart widgets
// #endregion
