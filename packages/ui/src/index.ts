'use client';

/**
 * @vitrine/ui: the stock UI kit. Explicit named exports only; each region is owned by one area of the kit.
 * Styles: `import '@vitrine/ui/styles.css'` once (or each widget's own CSS file).
 */

// #region foundation: messages and shared pieces (src/messages, src/internal, src/foundation)
export type {
  AssistedSaleDescriptionProps,
  AssistedSaleProps,
  AssistedSaleRootProps,
  AssistedSaleTitleProps,
} from './AssistedSale/AssistedSale';
export {
  AssistedSale,
  AssistedSaleDescription,
  AssistedSaleRoot,
  AssistedSaleTitle,
} from './AssistedSale/AssistedSale';
export type { AssistedSaleMessages } from './AssistedSale/assistedSaleMessages';
export { assistedSaleMessages } from './AssistedSale/assistedSaleMessages';
export type {
  B2bDescriptionProps,
  B2bProps,
  B2bRootProps,
  B2bTitleProps,
} from './B2b/B2b';
export { B2b, B2bDescription, B2bRoot, B2bTitle } from './B2b/B2b';
export type { B2bMessages } from './B2b/b2bMessages';
export { b2bMessages } from './B2b/b2bMessages';
export type {
  AlertCloseProps,
  AlertDetailProps,
  AlertIconProps,
  AlertProps,
  AlertRootProps,
  AlertTitleProps,
} from './foundation/Alert/Alert';
export {
  Alert,
  AlertClose,
  AlertDetail,
  AlertIcon,
  AlertRoot,
  AlertTitle,
} from './foundation/Alert/Alert';
export type { AlertRegionProps } from './foundation/Alert/AlertRegion';
export { AlertRegion } from './foundation/Alert/AlertRegion';
export type { AlertMessages } from './foundation/Alert/alertMessages';
export { alertMessages } from './foundation/Alert/alertMessages';
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
export type {
  ConfirmDialogCancelProps,
  ConfirmDialogConfirmProps,
  ConfirmDialogContentProps,
  ConfirmDialogDescriptionProps,
  ConfirmDialogProps,
  ConfirmDialogRootProps,
  ConfirmDialogTitleProps,
  ConfirmDialogTriggerProps,
} from './foundation/ConfirmDialog/ConfirmDialog';
export {
  ConfirmDialog,
  ConfirmDialogCancel,
  ConfirmDialogConfirm,
  ConfirmDialogContent,
  ConfirmDialogDescription,
  ConfirmDialogRoot,
  ConfirmDialogTitle,
  ConfirmDialogTrigger,
} from './foundation/ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogMessages } from './foundation/ConfirmDialog/confirmDialogMessages';
export { confirmDialogMessages } from './foundation/ConfirmDialog/confirmDialogMessages';
export type {
  FieldControlProps,
  FieldErrorProps,
  FieldLabelProps,
  FieldProps,
  FieldRootProps,
} from './foundation/Field/Field';
export { Field, FieldControl, FieldError, FieldLabel, FieldParts, FieldRoot } from './foundation/Field/Field';
export type { LazyImageProps, LazyImageSize } from './foundation/LazyImage/LazyImage';
export { LazyImage } from './foundation/LazyImage/LazyImage';
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
export { QUANTITY_TYPING_PAUSE_MS, useQuantityInput } from './foundation/QuantityInput/useQuantityInput';
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
export type {
  BannerDescriptionProps,
  BannerImageProps,
  BannerItemProps,
  BannerLinkProps,
  BannerProps,
  BannerRootProps,
} from './Banner/Banner';
export { Banner, BannerDescription, BannerImage, BannerItem, BannerLink, BannerRoot } from './Banner/Banner';
export type { BannerMessages } from './Banner/bannerMessages';
export { bannerMessages } from './Banner/bannerMessages';
export type { BannerBlockState, BannerSelection, UseBannerBlockOptions } from './Banner/useBannerBlock';
export { useBannerBlock } from './Banner/useBannerBlock';
export type {
  BrandListItemProps,
  BrandListLinkProps,
  BrandListListProps,
  BrandListProps,
  BrandListRootProps,
  BrandListTitleProps,
} from './BrandList/BrandList';
export {
  BrandList,
  BrandListItem,
  BrandListLink,
  BrandListList,
  BrandListRoot,
  BrandListTitle,
} from './BrandList/BrandList';
export type { BrandListMessages } from './BrandList/brandListMessages';
export { brandListMessages } from './BrandList/brandListMessages';
export type {
  BreadcrumbsItemProps,
  BreadcrumbsLinkProps,
  BreadcrumbsListProps,
  BreadcrumbsProps,
  BreadcrumbsRootProps,
  BreadcrumbsSeparatorProps,
} from './Breadcrumbs/Breadcrumbs';
export {
  Breadcrumbs,
  BreadcrumbsItem,
  BreadcrumbsLink,
  BreadcrumbsList,
  BreadcrumbsRoot,
  BreadcrumbsSeparator,
} from './Breadcrumbs/Breadcrumbs';
export type { BreadcrumbsMessages } from './Breadcrumbs/breadcrumbsMessages';
export { breadcrumbsMessages } from './Breadcrumbs/breadcrumbsMessages';
export type { BreadcrumbPage, BreadcrumbTrail } from './Breadcrumbs/useBreadcrumbTrail';
export { useBreadcrumbTrail } from './Breadcrumbs/useBreadcrumbTrail';
export type { CategoryDrawerProps } from './CategoryDrawer/CategoryDrawer';
export { CategoryDrawer } from './CategoryDrawer/CategoryDrawer';
export type { CategoryDrawerMessages } from './CategoryDrawer/categoryDrawerMessages';
export { categoryDrawerMessages } from './CategoryDrawer/categoryDrawerMessages';
export type { CategoryMenuProps } from './CategoryMenu/CategoryMenu';
export { CategoryMenu } from './CategoryMenu/CategoryMenu';
export type {
  CategoryMenuImageProps,
  CategoryMenuItemProps,
  CategoryMenuLinkProps,
  CategoryMenuListProps,
  CategoryMenuRootProps,
  CategoryMenuTitleProps,
  CategoryMenuToggleProps,
} from './CategoryMenu/CategoryMenuParts';
export {
  CategoryMenuImage,
  CategoryMenuItem,
  CategoryMenuLink,
  CategoryMenuList,
  CategoryMenuRoot,
  CategoryMenuTitle,
  CategoryMenuToggle,
} from './CategoryMenu/CategoryMenuParts';
export type { CategoryMenuMessages } from './CategoryMenu/categoryMenuMessages';
export { categoryMenuMessages } from './CategoryMenu/categoryMenuMessages';
export type { CategoryMenuState, UseCategoryMenuOptions } from './CategoryMenu/useCategoryMenu';
export { useCategoryMenu } from './CategoryMenu/useCategoryMenu';
export type {
  EventListItemProps,
  EventListListProps,
  EventListProps,
  EventListRootProps,
  EventListTitleProps,
} from './EventList/EventList';
export {
  EventList,
  EventListItemPart,
  EventListList,
  EventListRoot,
  EventListTitle,
} from './EventList/EventList';
export type { EventListMessages } from './EventList/eventListMessages';
export { eventListMessages } from './EventList/eventListMessages';
export type {
  FixedActionsBackToTopProps,
  FixedActionsCartProps,
  FixedActionsCustomerProps,
  FixedActionsProps,
  FixedActionsRootProps,
  FixedActionsSearchProps,
} from './FixedActions/FixedActions';
export {
  FixedActions,
  FixedActionsBackToTop,
  FixedActionsCart,
  FixedActionsCustomer,
  FixedActionsRoot,
  FixedActionsSearch,
} from './FixedActions/FixedActions';
export type { FixedActionsMessages } from './FixedActions/fixedActionsMessages';
export { fixedActionsMessages } from './FixedActions/fixedActionsMessages';
export type { SanitizedHtmlProps } from './foundation/SanitizedHtml/SanitizedHtml';
export { preloadSanitizedHtml, SanitizedHtml } from './foundation/SanitizedHtml/SanitizedHtml';
export type { LogoImageProps, LogoNameProps, LogoProps, LogoRootProps } from './Logo/Logo';
export { Logo, LogoImage, LogoName, LogoRoot } from './Logo/Logo';
export type { LogoMessages } from './Logo/logoMessages';
export { logoMessages } from './Logo/logoMessages';
export type {
  NewsletterFormFieldProps,
  NewsletterFormProps,
  NewsletterFormRootProps,
  NewsletterFormStatusProps,
  NewsletterFormSubmitProps,
} from './NewsletterForm/NewsletterForm';
export {
  NewsletterForm,
  NewsletterFormField,
  NewsletterFormRoot,
  NewsletterFormStatus,
  NewsletterFormSubmit,
} from './NewsletterForm/NewsletterForm';
export type { NewsletterFormMessages } from './NewsletterForm/newsletterFormMessages';
export { newsletterFormMessages } from './NewsletterForm/newsletterFormMessages';
export type { PageTitleProps } from './PageTitle/PageTitle';
export { PageTitle } from './PageTitle/PageTitle';
export type {
  PaymentFlagsFlagProps,
  PaymentFlagsGroupProps,
  PaymentFlagsProps,
  PaymentFlagsRootProps,
} from './PaymentFlags/PaymentFlags';
export {
  PaymentFlags,
  PaymentFlagsFlag,
  PaymentFlagsGroup,
  PaymentFlagsRoot,
} from './PaymentFlags/PaymentFlags';
export type { PaymentFlag, PaymentFlagGroup, PaymentFlagGroupKind } from './PaymentFlags/paymentFlagGroups';
export { paymentFlagGroups } from './PaymentFlags/paymentFlagGroups';
export type { PaymentFlagsMessages } from './PaymentFlags/paymentFlagsMessages';
export { paymentFlagsMessages } from './PaymentFlags/paymentFlagsMessages';
export type { PhoneLinkProps } from './PhoneLink/PhoneLink';
export { PhoneLink } from './PhoneLink/PhoneLink';
export type { PhoneLinkMessages } from './PhoneLink/phoneLinkMessages';
export { phoneLinkMessages } from './PhoneLink/phoneLinkMessages';
export type { SealsItemProps, SealsProps, SealsRootProps, SealsSealProps } from './Seals/Seals';
export { Seals, SealsItem, SealsRoot, SealsSeal } from './Seals/Seals';
export type { SealsMessages } from './Seals/sealsMessages';
export { sealsMessages } from './Seals/sealsMessages';
export type {
  StoreDataLineProps,
  StoreDataNameProps,
  StoreDataProps,
  StoreDataRootProps,
} from './StoreData/StoreData';
export { StoreData, StoreDataLine, StoreDataName, StoreDataRoot } from './StoreData/StoreData';
export type { StoreDataMessages } from './StoreData/storeDataMessages';
export { storeDataMessages } from './StoreData/storeDataMessages';
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
export type { CartCountProps } from './CartCount/CartCount';
export { CartCount } from './CartCount/CartCount';
export type { CartCountMessages } from './CartCount/cartCountMessages';
export { cartCountMessages } from './CartCount/cartCountMessages';
export type {
  CartPreviewCloseProps,
  CartPreviewContentProps,
  CartPreviewProps,
  CartPreviewRootProps,
  CartPreviewTitleProps,
  CartPreviewTriggerProps,
} from './CartPreview/CartPreview';
export {
  CartPreview,
  CartPreviewClose,
  CartPreviewContent,
  CartPreviewParts,
  CartPreviewRoot,
  CartPreviewTitle,
  CartPreviewTrigger,
} from './CartPreview/CartPreview';
export type {
  CartPreviewActionsProps,
  CartPreviewEmptyProps,
  CartPreviewExhaustedDialogProps,
  CartPreviewFreightCepProps,
  CartPreviewFreightOptionsProps,
  CartPreviewFreightProps,
  CartPreviewFreightResultProps,
  CartPreviewFreightSubmitProps,
  CartPreviewFreightTipProps,
  CartPreviewFreightTitleProps,
  CartPreviewLineErrorProps,
  CartPreviewLineImageProps,
  CartPreviewLineNameProps,
  CartPreviewLineNoticeProps,
  CartPreviewLinePriceProps,
  CartPreviewLineProps,
  CartPreviewLineQuantityProps,
  CartPreviewLineRemoveProps,
  CartPreviewLineStockProps,
  CartPreviewLinesProps,
  CartPreviewLineVariationsProps,
  CartPreviewSheetProps,
  CartPreviewStatusProps,
  CartPreviewTotalsProps,
  CartPreviewUnavailableProps,
} from './CartPreview/CartPreviewSheet';
export {
  CartPreviewActions,
  CartPreviewEmpty,
  CartPreviewExhaustedDialog,
  CartPreviewFreight,
  CartPreviewFreightCep,
  CartPreviewFreightOptions,
  CartPreviewFreightResult,
  CartPreviewFreightSubmit,
  CartPreviewFreightTip,
  CartPreviewFreightTitle,
  CartPreviewLine,
  CartPreviewLineError,
  CartPreviewLineImage,
  CartPreviewLineName,
  CartPreviewLineNotice,
  CartPreviewLinePrice,
  CartPreviewLineQuantity,
  CartPreviewLineRemove,
  CartPreviewLineStock,
  CartPreviewLines,
  CartPreviewLineVariations,
  CartPreviewSheet,
  CartPreviewStatus,
  CartPreviewTotals,
  CartPreviewUnavailable,
} from './CartPreview/CartPreviewSheet';
export type { CartPreviewMessages } from './CartPreview/cartPreviewMessages';
export { cartPreviewMessages } from './CartPreview/cartPreviewMessages';
export type { CartPreviewOpenState, UseCartPreviewOpenOptions } from './CartPreview/useCartPreviewOpen';
export { useCartPreviewOpen } from './CartPreview/useCartPreviewOpen';

// #endregion

export type {
  AlertMeDialogContentProps,
  AlertMeDialogProps,
  AlertMeDialogRootProps,
} from './AlertMeDialog/AlertMeDialog';
export {
  AlertMeDialog,
  AlertMeDialogContent,
  AlertMeDialogParts,
  AlertMeDialogRoot,
} from './AlertMeDialog/AlertMeDialog';
export type {
  AlertMeDialogBodyProps,
  AlertMeDialogBoxProps,
  AlertMeDialogCloseProps,
  AlertMeDialogFieldProps,
  AlertMeDialogFormProps,
  AlertMeDialogProductImageProps,
  AlertMeDialogProductNameProps,
  AlertMeDialogProductProps,
  AlertMeDialogStatusProps,
  AlertMeDialogSubmitProps,
  AlertMeDialogTitleProps,
} from './AlertMeDialog/AlertMeDialogBox';
export {
  AlertMeDialogBody,
  AlertMeDialogBox,
  AlertMeDialogClose,
  AlertMeDialogField,
  AlertMeDialogForm,
  AlertMeDialogProduct,
  AlertMeDialogProductImage,
  AlertMeDialogProductName,
  AlertMeDialogStatus,
  AlertMeDialogSubmit,
  AlertMeDialogTitle,
} from './AlertMeDialog/AlertMeDialogBox';
export type { AlertMeDialogMessages } from './AlertMeDialog/alertMeDialogMessages';
export { alertMeDialogMessages } from './AlertMeDialog/alertMeDialogMessages';
export type {
  BuyTogetherBuyProps,
  BuyTogetherItemImageProps,
  BuyTogetherItemNameProps,
  BuyTogetherItemPriceProps,
  BuyTogetherItemProps,
  BuyTogetherItemVariationsProps,
  BuyTogetherListProps,
  BuyTogetherProps,
  BuyTogetherQuoteProps,
  BuyTogetherRootProps,
  BuyTogetherStatusProps,
  BuyTogetherTitleProps,
  BuyTogetherToggleProps,
  BuyTogetherTotalsProps,
} from './BuyTogether/BuyTogether';
export {
  BuyTogether,
  BuyTogetherBuy,
  BuyTogetherItem,
  BuyTogetherItemImage,
  BuyTogetherItemName,
  BuyTogetherItemPrice,
  BuyTogetherItemVariations,
  BuyTogetherList,
  BuyTogetherQuote,
  BuyTogetherRoot,
  BuyTogetherStatus,
  BuyTogetherTitle,
  BuyTogetherToggle,
  BuyTogetherTotals,
} from './BuyTogether/BuyTogether';
export type { BuyTogetherMessages } from './BuyTogether/buyTogetherMessages';
export { buyTogetherMessages } from './BuyTogether/buyTogetherMessages';
export type { BuyTogetherBlock } from './BuyTogether/useBuyTogetherBlock';
export { useBuyTogetherBlock } from './BuyTogether/useBuyTogetherBlock';
export type {
  ConjunctProductsAddToCartProps,
  ConjunctProductsItemImageProps,
  ConjunctProductsItemNameProps,
  ConjunctProductsItemPriceProps,
  ConjunctProductsItemProps,
  ConjunctProductsItemStockProps,
  ConjunctProductsItemVariationsProps,
  ConjunctProductsListProps,
  ConjunctProductsProps,
  ConjunctProductsRootProps,
  ConjunctProductsTickProps,
  ConjunctProductsTitleProps,
  ConjunctProductsTotalsProps,
} from './ConjunctProducts/ConjunctProducts';
export {
  ConjunctProducts,
  ConjunctProductsAddToCart,
  ConjunctProductsItem,
  ConjunctProductsItemImage,
  ConjunctProductsItemName,
  ConjunctProductsItemPrice,
  ConjunctProductsItemStock,
  ConjunctProductsItemVariations,
  ConjunctProductsList,
  ConjunctProductsRoot,
  ConjunctProductsTick,
  ConjunctProductsTitle,
  ConjunctProductsTotals,
} from './ConjunctProducts/ConjunctProducts';
export type { ConjunctProductsMessages } from './ConjunctProducts/conjunctProductsMessages';
export { conjunctProductsMessages } from './ConjunctProducts/conjunctProductsMessages';
export type { ConjunctBlock } from './ConjunctProducts/useConjunctBlock';
export { conjunctCartLines, useConjunctBlock } from './ConjunctProducts/useConjunctBlock';
export type { DeliveryTrackingProps } from './DeliveryTracking/DeliveryTracking';
export { DELIVERY_TRACKING_CONTAINER_ID, DeliveryTracking } from './DeliveryTracking/DeliveryTracking';
export type { DeliveryTrackingMessages } from './DeliveryTracking/deliveryTrackingMessages';
export { deliveryTrackingMessages } from './DeliveryTracking/deliveryTrackingMessages';
export type {
  DeliveryTrackingBlock,
  UseDeliveryTrackingBlockOptions,
} from './DeliveryTracking/useDeliveryTrackingBlock';
export { useDeliveryTrackingBlock } from './DeliveryTracking/useDeliveryTrackingBlock';
export type {
  KitComponentsItemImageProps,
  KitComponentsItemNameProps,
  KitComponentsItemProps,
  KitComponentsItemQuantityProps,
  KitComponentsItemStockProps,
  KitComponentsListProps,
  KitComponentsProps,
  KitComponentsRootProps,
  KitComponentsStatusProps,
  KitComponentsTitleProps,
} from './KitComponents/KitComponents';
export {
  KitComponents,
  KitComponentsItem,
  KitComponentsItemImage,
  KitComponentsItemName,
  KitComponentsItemQuantity,
  KitComponentsItemStock,
  KitComponentsList,
  KitComponentsRoot,
  KitComponentsStatus,
  KitComponentsTitle,
} from './KitComponents/KitComponents';
export type { KitComponentsMessages } from './KitComponents/kitComponentsMessages';
export { kitComponentsMessages } from './KitComponents/kitComponentsMessages';
export type { KitComponent, KitComponentsModel } from './KitComponents/useKitComponents';
export { useKitComponents } from './KitComponents/useKitComponents';
// #region listing and product widgets
export type {
  ProductCardActionsProps,
  ProductCardBrandProps,
  ProductCardBuyButtonProps,
  ProductCardFlagsProps,
  ProductCardHeadingLevel,
  ProductCardImageProps,
  ProductCardMessageProps,
  ProductCardNameProps,
  ProductCardOnRequestProps,
  ProductCardPriceProps,
  ProductCardProps,
  ProductCardQuantityProps,
  ProductCardQuoteButtonProps,
  ProductCardRatingProps,
  ProductCardRootProps,
  ProductCardSoldOutButtonProps,
  ProductCardSoldOutLinkProps,
  ProductCardVariationsProps,
  ProductCardWishlistProps,
} from './ProductCard/ProductCard';
export {
  ProductCard,
  ProductCardActions,
  ProductCardBrand,
  ProductCardBuyButton,
  ProductCardFlags,
  ProductCardImage,
  ProductCardMessage,
  ProductCardName,
  ProductCardOnRequest,
  ProductCardPrice,
  ProductCardQuantity,
  ProductCardQuoteButton,
  ProductCardRating,
  ProductCardRoot,
  ProductCardSoldOutButton,
  ProductCardSoldOutLink,
  ProductCardVariations,
  ProductCardWishlist,
} from './ProductCard/ProductCard';
export type { ProductCardMessages } from './ProductCard/productCardMessages';
export { productCardMessages } from './ProductCard/productCardMessages';
export type {
  ProductCardButtonBag,
  ProductCardModel,
  ProductCardReference,
  ProductCardVariationOption,
  ProductCardWishlistState,
  UseProductCardOptions,
} from './ProductCard/useProductCard';
export { PRODUCT_CARD_NAME_LIMIT, useProductCard } from './ProductCard/useProductCard';
export type {
  ProductDetailBrandProps,
  ProductDetailButtonProps,
  ProductDetailBuyBoxProps,
  ProductDetailNameProps,
  ProductDetailOneClickProps,
  ProductDetailPriceProps,
  ProductDetailQuantityProps,
  ProductDetailRatingProps,
  ProductDetailRootProps,
  ProductDetailSkuCodeProps,
  ProductDetailStockProps,
} from './ProductDetail/ProductDetail';
export {
  ProductDetail,
  ProductDetailBrand,
  ProductDetailBuy,
  ProductDetailBuyBox,
  ProductDetailName,
  ProductDetailNotifyMe,
  ProductDetailOneClick,
  ProductDetailPrice,
  ProductDetailQuantity,
  ProductDetailQuote,
  ProductDetailRating,
  ProductDetailRoot,
  ProductDetailSkuCode,
  ProductDetailStock,
  ProductDetailSubscribe,
} from './ProductDetail/ProductDetail';
export type {
  ProductDetailLightningCountdownProps,
  ProductDetailShareProps,
  ProductDetailTakeXPayYProps,
  ProductDetailWishlistProps,
} from './ProductDetail/ProductDetailExtras';
export {
  ProductDetailLightningCountdown,
  ProductDetailShare,
  ProductDetailTakeXPayY,
  ProductDetailWishlist,
} from './ProductDetail/ProductDetailExtras';
export type {
  ProductDetailGroupedProps,
  ProductDetailReferenceProps,
  ProductDetailVariationsProps,
} from './ProductDetail/ProductDetailVariations';
export {
  ProductDetailGrouped,
  ProductDetailReference,
  ProductDetailVariations,
} from './ProductDetail/ProductDetailVariations';
export type { ProductDetailContextValue } from './ProductDetail/productDetailContext';
export {
  useOptionalProductDetailContext,
  useProductDetailContext,
} from './ProductDetail/productDetailContext';
export type { ProductDetailMessages } from './ProductDetail/productDetailMessages';
export { productDetailMessages } from './ProductDetail/productDetailMessages';
export type { BuyActions, OneClickRedirect } from './ProductDetail/useBuyActions';
export { useBuyActions } from './ProductDetail/useBuyActions';
export type { VariationDisplay, VariationGroup, VariationOption } from './ProductDetail/useVariationGroups';
export { useVariationGroups } from './ProductDetail/useVariationGroups';
export type {
  ProductFreightCepProps,
  ProductFreightOptionProps,
  ProductFreightOptionsProps,
  ProductFreightProps,
  ProductFreightResultProps,
  ProductFreightRootProps,
  ProductFreightSubmitProps,
  ProductFreightTitleProps,
} from './ProductFreight/ProductFreight';
export {
  ProductFreight,
  ProductFreightCep,
  ProductFreightOption,
  ProductFreightOptions,
  ProductFreightResult,
  ProductFreightRoot,
  ProductFreightSubmit,
  ProductFreightTitle,
} from './ProductFreight/ProductFreight';
export type { ProductFreightMessages } from './ProductFreight/productFreightMessages';
export { productFreightMessages } from './ProductFreight/productFreightMessages';
export type {
  ProductFreightModel,
  ProductFreightQuoteOption,
  ProductFreightSource,
  UseProductFreightOptions,
} from './ProductFreight/useProductFreight';
export { useProductFreight } from './ProductFreight/useProductFreight';
export type {
  ProductGalleryImageProps,
  ProductGalleryMainProps,
  ProductGalleryPlaceholderProps,
  ProductGalleryProps,
  ProductGalleryRootProps,
  ProductGallerySlideProps,
  ProductGalleryStepProps,
  ProductGalleryThumbnailProps,
  ProductGalleryThumbnailsProps,
  ProductGalleryTrackProps,
  ProductGalleryZoomCloseProps,
  ProductGalleryZoomProps,
  ProductGalleryZoomTitleProps,
  ProductGalleryZoomTriggerProps,
} from './ProductGallery/ProductGallery';
export {
  ProductGallery,
  ProductGalleryImage,
  ProductGalleryMain,
  ProductGalleryNext,
  ProductGalleryParts,
  ProductGalleryPlaceholder,
  ProductGalleryPrevious,
  ProductGalleryRoot,
  ProductGallerySlide,
  ProductGalleryThumbnail,
  ProductGalleryThumbnails,
  ProductGalleryTrack,
  ProductGalleryZoom,
  ProductGalleryZoomClose,
  ProductGalleryZoomTitle,
  ProductGalleryZoomTrigger,
} from './ProductGallery/ProductGallery';
export type {
  ProductGalleryZoomCounterProps,
  ProductGalleryZoomStageProps,
  ProductGalleryZoomToggleProps,
} from './ProductGallery/ProductGalleryZoom';
export {
  ProductGalleryZoomCounter,
  ProductGalleryZoomStage,
  ProductGalleryZoomToggle,
} from './ProductGallery/ProductGalleryZoom';
export type { ProductGalleryMessages } from './ProductGallery/productGalleryMessages';
export { productGalleryMessages } from './ProductGallery/productGalleryMessages';
export type { ProductGalleryBehaviour, UseProductGalleryOptions } from './ProductGallery/useProductGallery';
export { productGalleryPlaceholder, useProductGallery } from './ProductGallery/useProductGallery';
export type {
  ProductGalleryState,
  ProductGalleryStateOptions,
} from './ProductGallery/useProductGalleryState';
export { useProductGalleryState } from './ProductGallery/useProductGalleryState';
export type {
  InstallmentLine,
  InstallmentLines,
  PaymentMethodLine,
} from './ProductInstallments/installmentsView';
export type {
  ProductInstallmentsCardProps,
  ProductInstallmentsCardTitleProps,
  ProductInstallmentsContentProps,
  ProductInstallmentsItemProps,
  ProductInstallmentsListProps,
  ProductInstallmentsLoadingProps,
  ProductInstallmentsMessageProps,
  ProductInstallmentsMethodProps,
  ProductInstallmentsMethodsProps,
  ProductInstallmentsProps,
  ProductInstallmentsRootProps,
  ProductInstallmentsTriggerProps,
} from './ProductInstallments/ProductInstallments';
export {
  ProductInstallments,
  ProductInstallmentsCard,
  ProductInstallmentsCardTitle,
  ProductInstallmentsContent,
  ProductInstallmentsItem,
  ProductInstallmentsList,
  ProductInstallmentsLoading,
  ProductInstallmentsMessage,
  ProductInstallmentsMethod,
  ProductInstallmentsMethods,
  ProductInstallmentsRoot,
  ProductInstallmentsTrigger,
} from './ProductInstallments/ProductInstallments';
export type { ProductInstallmentsMessages } from './ProductInstallments/productInstallmentsMessages';
export { productInstallmentsMessages } from './ProductInstallments/productInstallmentsMessages';
export type {
  ProductInstallmentsModel,
  ProductInstallmentsSource,
  ProductInstallmentsStatus,
  UseProductInstallmentsOptions,
} from './ProductInstallments/useProductInstallments';
export { useProductInstallments } from './ProductInstallments/useProductInstallments';
export type {
  ProductListingEmptyProps,
  ProductListingExtrasProps,
  ProductListingGridProps,
  ProductListingKindProps,
  ProductListingLoadErrorProps,
  ProductListingLoadMoreProps,
  ProductListingPagingProps,
  ProductListingProps,
  ProductListingResultCountProps,
  ProductListingRootOptions,
  ProductListingRootProps,
  ProductListingSortProps,
  RenderListingProduct,
  RenderListingShelf,
} from './ProductListing/ProductListing';
export {
  ProductListing,
  ProductListingEmpty,
  ProductListingExtras,
  ProductListingFilterChips,
  ProductListingFilterDrawer,
  ProductListingFilterGroup,
  ProductListingFilters,
  ProductListingGrid,
  ProductListingLoadError,
  ProductListingLoadMore,
  ProductListingPaging,
  ProductListingPriceFilter,
  ProductListingResultCount,
  ProductListingRoot,
  ProductListingSort,
} from './ProductListing/ProductListing';
export type {
  ProductListingFilterChipsProps,
  ProductListingFilterDrawerProps,
  ProductListingFilterGroupProps,
  ProductListingFiltersProps,
  ProductListingPriceFilterProps,
} from './ProductListing/ProductListingFilters';
export { useProductListing } from './ProductListing/productListingContext';
export type { ProductListingMessages } from './ProductListing/productListingMessages';
export { productListingMessages } from './ProductListing/productListingMessages';
export type {
  ProductListingBehaviour,
  ProductListingBehaviourOptions,
  ProductListingChip,
  ProductListingGroup,
  ProductListingMode,
  ProductListingOption,
  ProductListingShelf,
} from './ProductListing/useProductListingBehaviour';
export { useProductListingBehaviour } from './ProductListing/useProductListingBehaviour';
export type {
  ProductRatingsEmptyProps,
  ProductRatingsFormTriggerProps,
  ProductRatingsItemProps,
  ProductRatingsListProps,
  ProductRatingsLoadErrorProps,
  ProductRatingsLoadingProps,
  ProductRatingsProps,
  ProductRatingsRootProps,
  ProductRatingsStarsProps,
  ProductRatingsSummaryProps,
  ProductRatingsTitleProps,
} from './ProductRatings/ProductRatings';
export {
  ProductRatings,
  ProductRatingsEmpty,
  ProductRatingsFormTrigger,
  ProductRatingsItem,
  ProductRatingsList,
  ProductRatingsLoadError,
  ProductRatingsLoading,
  ProductRatingsRoot,
  ProductRatingsStars,
  ProductRatingsSummary,
  ProductRatingsTitle,
} from './ProductRatings/ProductRatings';
export type {
  ProductRatingsCommentFieldProps,
  ProductRatingsFieldProps,
  ProductRatingsFormProps,
  ProductRatingsFormStatusProps,
  ProductRatingsPublicEmailFieldProps,
  ProductRatingsRateFieldProps,
  ProductRatingsStateFieldProps,
  ProductRatingsSubmitProps,
  RatingTextFieldName,
} from './ProductRatings/ProductRatingsForm';
export {
  ProductRatingsCommentField,
  ProductRatingsField,
  ProductRatingsForm,
  ProductRatingsFormStatus,
  ProductRatingsPublicEmailField,
  ProductRatingsRateField,
  ProductRatingsStateField,
  ProductRatingsSubmit,
} from './ProductRatings/ProductRatingsForm';
export type { ProductRatingsMessages } from './ProductRatings/productRatingsMessages';
export { productRatingsMessages } from './ProductRatings/productRatingsMessages';
export type { RatingItemView } from './ProductRatings/ratingItemView';
export { ratingItemView } from './ProductRatings/ratingItemView';
export type {
  ProductRatingsProduct,
  RatingListState,
  RatingListStatus,
} from './ProductRatings/useRatingList';
export { useRatingList } from './ProductRatings/useRatingList';
export type {
  LightningOfferCardProps,
  LightningOfferCardRootProps,
  LightningOfferCountdownProps,
  LightningOfferFlagProps,
  LightningOfferNow,
  LightningOffersProps,
  LightningOfferViewProps,
} from './ProductShelf/LightningOffers';
export {
  LIGHTNING_OFFER_NAME_LIMIT,
  LightningOfferCard,
  LightningOfferCardRoot,
  LightningOfferCountdown,
  LightningOfferFlag,
  LightningOffers,
  LightningOfferView,
} from './ProductShelf/LightningOffers';
export type { LightningOffersMessages } from './ProductShelf/lightningOffersMessages';
export { lightningOffersMessages } from './ProductShelf/lightningOffersMessages';
export type {
  ProductShelfButtonProps,
  ProductShelfControlsProps,
  ProductShelfHeaderProps,
  ProductShelfItemProps,
  ProductShelfListProps,
  ProductShelfProps,
  ProductShelfRootProps,
  ProductShelfSkeletonProps,
  ProductShelfTitleProps,
  ProductShelfViewAllProps,
  ProductShelfViewportProps,
} from './ProductShelf/ProductShelf';
export {
  ProductShelf,
  ProductShelfControls,
  ProductShelfHeader,
  ProductShelfItem,
  ProductShelfList,
  ProductShelfNext,
  ProductShelfPrevious,
  ProductShelfRoot,
  ProductShelfSkeleton,
  ProductShelfTitle,
  ProductShelfViewAll,
  ProductShelfViewport,
} from './ProductShelf/ProductShelf';
export type {
  DetailShelfProps,
  HomeShowcaseProps,
  HomeShowcaseType,
  ListShelfProps,
  ReadyShelfProps,
} from './ProductShelf/ProductShelves';
export {
  AlsoPurchased,
  HomeShowcase,
  MostSoldShelf,
  NewcomersShelf,
  RelatedProducts,
  showcaseQuantity,
} from './ProductShelf/ProductShelves';
export type { ProductShelfMessages } from './ProductShelf/productShelfMessages';
export { productShelfMessages } from './ProductShelf/productShelfMessages';
export type {
  ProductShelfButtonBag,
  ProductShelfCarousel,
  UseProductShelfCarouselOptions,
} from './ProductShelf/useProductShelfCarousel';
export { useProductShelfCarousel } from './ProductShelf/useProductShelfCarousel';
export type {
  QuoteDialogContentProps,
  QuoteDialogProps,
  QuoteDialogRootProps,
} from './QuoteDialog/QuoteDialog';
export {
  QuoteDialog,
  QuoteDialogContent,
  QuoteDialogParts,
  QuoteDialogRoot,
} from './QuoteDialog/QuoteDialog';
export type {
  QuoteDialogBodyProps,
  QuoteDialogBoxProps,
  QuoteDialogCloseProps,
  QuoteDialogFieldProps,
  QuoteDialogFormProps,
  QuoteDialogMessageProps,
  QuoteDialogProductProps,
  QuoteDialogProductsProps,
  QuoteDialogStatusProps,
  QuoteDialogSubmitProps,
  QuoteDialogTitleProps,
} from './QuoteDialog/QuoteDialogBox';
export {
  QuoteDialogBody,
  QuoteDialogBox,
  QuoteDialogClose,
  QuoteDialogField,
  QuoteDialogForm,
  QuoteDialogMessage,
  QuoteDialogProduct,
  QuoteDialogProducts,
  QuoteDialogStatus,
  QuoteDialogSubmit,
  QuoteDialogTitle,
} from './QuoteDialog/QuoteDialogBox';
export type { QuoteDialogMessages } from './QuoteDialog/quoteDialogMessages';
export { quoteDialogMessages } from './QuoteDialog/quoteDialogMessages';

// #endregion

export type {
  AccountFormErrorProps,
  AccountFormFieldName,
  AccountFormFieldProps,
  AccountFormFormProps,
  AccountFormLoadErrorProps,
  AccountFormLoadingProps,
  AccountFormProps,
  AccountFormRootProps,
  AccountFormStatusProps,
  AccountFormSubmitProps,
  AccountFormTitleProps,
} from './AccountForm/AccountForm';
export {
  AccountForm,
  AccountFormError,
  AccountFormField,
  AccountFormForm,
  AccountFormLoadError,
  AccountFormLoading,
  AccountFormRoot,
  AccountFormStatus,
  AccountFormSubmit,
  AccountFormTitle,
} from './AccountForm/AccountForm';
export type { AccountFormMessages } from './AccountForm/accountFormMessages';
export { accountFormMessages } from './AccountForm/accountFormMessages';
export type {
  AddressBookActionProps,
  AddressBookAddProps,
  AddressBookEmptyProps,
  AddressBookFormDialogProps,
  AddressBookItemAddressProps,
  AddressBookItemBadgesProps,
  AddressBookItemErrorProps,
  AddressBookItemProps,
  AddressBookListProps,
  AddressBookLoadErrorProps,
  AddressBookLoadingProps,
  AddressBookProps,
  AddressBookRootProps,
  AddressBookStatusProps,
  AddressBookTitleProps,
} from './AddressBook/AddressBook';
export {
  AddressBook,
  AddressBookAdd,
  AddressBookDelete,
  AddressBookEdit,
  AddressBookEmpty,
  AddressBookFormDialog,
  AddressBookItem,
  AddressBookItemAddress,
  AddressBookItemBadges,
  AddressBookItemError,
  AddressBookList,
  AddressBookLoadError,
  AddressBookLoading,
  AddressBookRoot,
  AddressBookSetBilling,
  AddressBookSetDefaultDelivery,
  AddressBookStatus,
  AddressBookTitle,
} from './AddressBook/AddressBook';
export type { AddressBookMessages } from './AddressBook/addressBookMessages';
export { addressBookMessages } from './AddressBook/addressBookMessages';
export type { AddressBookBehaviour, AddressBookFormState } from './AddressBook/useAddressBookBehaviour';
export { useAddressBookBehaviour } from './AddressBook/useAddressBookBehaviour';
// #region contact, information and customer widgets
export type {
  ContactFormFieldProps,
  ContactFormMessageFieldProps,
  ContactFormPhoneFieldProps,
  ContactFormProps,
  ContactFormRootProps,
  ContactFormStateFieldProps,
  ContactFormStatusProps,
  ContactFormSubmitProps,
  ContactFormTopicFieldProps,
  ContactTextFieldName,
} from './ContactForm/ContactForm';
export {
  ContactForm,
  ContactFormField,
  ContactFormMessageField,
  ContactFormPhoneField,
  ContactFormRoot,
  ContactFormStateField,
  ContactFormStatus,
  ContactFormSubmit,
  ContactFormTopicField,
} from './ContactForm/ContactForm';
export type { ContactFormMessages } from './ContactForm/contactFormMessages';
export { contactFormMessages } from './ContactForm/contactFormMessages';
export type { ContactFieldName, ContactFormFieldState } from './ContactForm/useContactFormField';
export { useContactFormField } from './ContactForm/useContactFormField';
export type {
  FaqAnswerProps,
  FaqHeadingProps,
  FaqItemProps,
  FaqListProps,
  FaqProps,
  FaqRootProps,
  FaqTitleProps,
  FaqTriggerProps,
} from './Faq/Faq';
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
} from './Faq/Faq';
export type { FaqLinkProps } from './Faq/FaqLink';
export { FaqLink } from './Faq/FaqLink';
export type { FaqMessages } from './Faq/faqMessages';
export { faqMessages } from './Faq/faqMessages';
export type { FaqEntry, FaqListState } from './Faq/useFaqList';
export { useFaqList } from './Faq/useFaqList';
export type {
  InstitutionalLinksGroupProps,
  InstitutionalLinksHeadingProps,
  InstitutionalLinksItemProps,
  InstitutionalLinksLinkProps,
  InstitutionalLinksListProps,
  InstitutionalLinksProps,
  InstitutionalLinksRootProps,
} from './InstitutionalPage/InstitutionalLinks';
export {
  InstitutionalLinks,
  InstitutionalLinksGroup,
  InstitutionalLinksHeading,
  InstitutionalLinksItem,
  InstitutionalLinksLink,
  InstitutionalLinksList,
  InstitutionalLinksParts,
  InstitutionalLinksRoot,
} from './InstitutionalPage/InstitutionalLinks';
export type {
  InstitutionalPageBodyProps,
  InstitutionalPageHeadingLevel,
  InstitutionalPageMetaProps,
  InstitutionalPageProps,
  InstitutionalPageRootProps,
  InstitutionalPageTitleProps,
} from './InstitutionalPage/InstitutionalPage';
export {
  InstitutionalPage,
  InstitutionalPageBody,
  InstitutionalPageMeta,
  InstitutionalPageParts,
  InstitutionalPageRoot,
  InstitutionalPageTitle,
} from './InstitutionalPage/InstitutionalPage';
export type { InstitutionalPageMessages } from './InstitutionalPage/institutionalPageMessages';
export { institutionalPageMessages } from './InstitutionalPage/institutionalPageMessages';
export type { InstitutionalEntry, InstitutionalPageHead } from './InstitutionalPage/institutionalPageRules';
export {
  findInstitutionalContent,
  findPrivacyPolicy,
  institutionalEntries,
  institutionalPageHead,
  isPrivacyPolicyEnabled,
  privacyPolicyLink,
} from './InstitutionalPage/institutionalPageRules';
export type { PrivacyPolicyProps } from './InstitutionalPage/PrivacyPolicy';
export { PrivacyPolicy } from './InstitutionalPage/PrivacyPolicy';
export type {
  InstitutionalPageState,
  UseInstitutionalPageOptions,
} from './InstitutionalPage/useInstitutionalPage';
export { useInstitutionalPage } from './InstitutionalPage/useInstitutionalPage';
export type { PrivacyPolicyState, UsePrivacyPolicyOptions } from './InstitutionalPage/usePrivacyPolicy';
export { usePrivacyPolicy } from './InstitutionalPage/usePrivacyPolicy';
export type {
  LoginFormErrorProps,
  LoginFormFieldProps,
  LoginFormFormProps,
  LoginFormProps,
  LoginFormRecoverLinkProps,
  LoginFormRegisterLinkProps,
  LoginFormRootProps,
  LoginFormSignedInProps,
  LoginFormSocialProps,
  LoginFormSubmitProps,
  LoginFormTextProps,
  LoginFormTitleProps,
} from './LoginForm/LoginForm';
export {
  LoginForm,
  LoginFormError,
  LoginFormField,
  LoginFormForm,
  LoginFormRecoverLink,
  LoginFormRegisterLink,
  LoginFormRoot,
  LoginFormSignedIn,
  LoginFormSocial,
  LoginFormSubmit,
  LoginFormTitle,
} from './LoginForm/LoginForm';
export { type LoginFormMessages, loginFormMessages } from './LoginForm/loginFormMessages';
export { safeRedirectPath } from './LoginForm/safeRedirectPath';
export {
  type LoginFormBehaviour,
  type UseLoginFormBehaviourOptions,
  useLoginFormBehaviour,
} from './LoginForm/useLoginFormBehaviour';
export type {
  OrderListDetailsProps,
  OrderListEmptyProps,
  OrderListErrorProps,
  OrderListFieldProps,
  OrderListHeadingLevel,
  OrderListInviteProps,
  OrderListItemProps,
  OrderListListProps,
  OrderListLoadingProps,
  OrderListNumberProps,
  OrderListProps,
  OrderListRetryProps,
  OrderListRootProps,
  OrderListTitleProps,
} from './OrderList/OrderList';
export {
  OrderList,
  OrderListDate,
  OrderListDetails,
  OrderListEmpty,
  OrderListError,
  OrderListInvite,
  OrderListItem,
  OrderListItemCount,
  OrderListList,
  OrderListLoading,
  OrderListNumber,
  OrderListParts,
  OrderListRetry,
  OrderListRoot,
  OrderListStatus,
  OrderListTitle,
  OrderListTotal,
} from './OrderList/OrderList';
export type { OrderListMessages } from './OrderList/orderListMessages';
export { orderListMessages } from './OrderList/orderListMessages';
export type { OrderView } from './OrderList/orderView';
export type { OrderListBehaviour, OrderListState, UseOrderListOptions } from './OrderList/useOrderList';
export { useOrderList } from './OrderList/useOrderList';
export type {
  PasswordChangeFieldName,
  PasswordChangeFormErrorProps,
  PasswordChangeFormFieldProps,
  PasswordChangeFormProps,
  PasswordChangeFormRootProps,
  PasswordChangeFormStatusProps,
  PasswordChangeFormSubmitProps,
  PasswordChangeFormTextProps,
  PasswordChangeFormTitleProps,
} from './PasswordForms/PasswordChangeForm';
export {
  PasswordChangeForm,
  PasswordChangeFormError,
  PasswordChangeFormField,
  PasswordChangeFormRoot,
  PasswordChangeFormStatus,
  PasswordChangeFormSubmit,
  PasswordChangeFormTitle,
} from './PasswordForms/PasswordChangeForm';
export {
  type PasswordChangeFormMessages,
  passwordChangeFormMessages,
  type RecoverEmailFormMessages,
  recoverEmailFormMessages,
} from './PasswordForms/passwordFormsMessages';
export type {
  RecoverEmailFormDescriptionProps,
  RecoverEmailFormErrorProps,
  RecoverEmailFormFieldProps,
  RecoverEmailFormFormTitleProps,
  RecoverEmailFormLinkFormProps,
  RecoverEmailFormLookupFormProps,
  RecoverEmailFormProps,
  RecoverEmailFormRootProps,
  RecoverEmailFormStatusProps,
  RecoverEmailFormSubmitProps,
  RecoverEmailFormTextProps,
  RecoverEmailFormTitleProps,
} from './PasswordForms/RecoverEmailForm';
export {
  RecoverEmailForm,
  RecoverEmailFormDescription,
  RecoverEmailFormError,
  RecoverEmailFormField,
  RecoverEmailFormFormTitle,
  RecoverEmailFormLinkForm,
  RecoverEmailFormLookupForm,
  RecoverEmailFormRoot,
  RecoverEmailFormStatus,
  RecoverEmailFormSubmit,
  RecoverEmailFormTitle,
} from './PasswordForms/RecoverEmailForm';
export type {
  PrivacyNoticeAcceptProps,
  PrivacyNoticeLinkProps,
  PrivacyNoticeProps,
  PrivacyNoticeRootProps,
  PrivacyNoticeTextProps,
} from './PrivacyNotice/PrivacyNotice';
export {
  PrivacyNotice,
  PrivacyNoticeAccept,
  PrivacyNoticeLink,
  PrivacyNoticeParts,
  PrivacyNoticeRoot,
  PrivacyNoticeText,
} from './PrivacyNotice/PrivacyNotice';
export type { PrivacyNoticeMessages } from './PrivacyNotice/privacyNoticeMessages';
export { privacyNoticeMessages } from './PrivacyNotice/privacyNoticeMessages';
export type { AlertTextParts } from './PrivacyNotice/splitAlertText';
export { alertTextLinkPlaceholder, splitAlertText } from './PrivacyNotice/splitAlertText';
export type {
  RegisterFormFieldProps,
  RegisterFormFieldsProps,
  RegisterFormPersonTypeProps,
  RegisterFormProps,
  RegisterFormRootProps,
  RegisterFormStatusProps,
  RegisterFormSubmitProps,
  RegisterFormTitleProps,
} from './RegisterForm/RegisterForm';
export {
  RegisterForm,
  RegisterFormField,
  RegisterFormFields,
  RegisterFormPersonType,
  RegisterFormRoot,
  RegisterFormStatus,
  RegisterFormSubmit,
  RegisterFormTitle,
} from './RegisterForm/RegisterForm';
export type { RegisterFormMessages } from './RegisterForm/registerFormMessages';
export { registerFormMessages } from './RegisterForm/registerFormMessages';
export type {
  RegisterFieldName,
  RegisterFormBehaviour,
  RegisterPersonType,
  UseRegisterFormBehaviourOptions,
} from './RegisterForm/useRegisterFormBehaviour';
export { useRegisterFormBehaviour } from './RegisterForm/useRegisterFormBehaviour';
export type {
  UseWishlistGridOptions,
  WishlistGridBehaviour,
  WishlistGridState,
} from './WishlistGrid/useWishlistGrid';
export { useWishlistGrid } from './WishlistGrid/useWishlistGrid';
export type {
  WishlistGridEmptyProps,
  WishlistGridErrorProps,
  WishlistGridInviteProps,
  WishlistGridItemProps,
  WishlistGridListProps,
  WishlistGridLoadingProps,
  WishlistGridProps,
  WishlistGridRetryProps,
  WishlistGridRootProps,
  WishlistGridStatusProps,
  WishlistGridTitleProps,
} from './WishlistGrid/WishlistGrid';
export {
  WishlistGrid,
  WishlistGridEmpty,
  WishlistGridError,
  WishlistGridInvite,
  WishlistGridItem,
  WishlistGridList,
  WishlistGridLoading,
  WishlistGridParts,
  WishlistGridRetry,
  WishlistGridRoot,
  WishlistGridStatus,
  WishlistGridTitle,
} from './WishlistGrid/WishlistGrid';
export type { WishlistGridMessages } from './WishlistGrid/wishlistGridMessages';
export { wishlistGridMessages } from './WishlistGrid/wishlistGridMessages';
// #endregion
