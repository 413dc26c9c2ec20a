'use client';
/**
 * @vitrine/hooks: the headless storefront SDK. Explicit named exports only; each region is owned by one
 * area of the package.
 */

// #region provider, context, event bus, messages (src/provider)
export type {
  SharedStorefront,
  SharedStorefrontOptions,
} from './provider/createSharedStorefront';
export { createSharedStorefront } from './provider/createSharedStorefront';
export type { OnFirstUse, StorefrontNavigate, StorefrontServices } from './provider/createStorefrontServices';
export { createStorefrontServices } from './provider/createStorefrontServices';
export { defaultMessages } from './provider/defaultMessages';
export { defaultStorefrontConfig } from './provider/defaultStorefrontConfig';
export { mergeMessages } from './provider/mergeMessages';
export { noopAnalyticsSink } from './provider/noopAnalyticsSink';
export type { StorefrontConfig } from './provider/StorefrontConfig';
export type { StorefrontContextValue } from './provider/StorefrontContext';
export { StorefrontContext } from './provider/StorefrontContext';
export type {
  DeepPartial,
  StorefrontMessages,
  StorefrontMessagesOverride,
} from './provider/StorefrontMessages';
export type { StorefrontProviderProps } from './provider/StorefrontProvider';
export { StorefrontProvider } from './provider/StorefrontProvider';
export type { StorefrontFallbackEntries } from './provider/storefrontFallback';
export { storefrontFallback } from './provider/storefrontFallback';
export { useStoreClient } from './provider/useStoreClient';
export { useStorefront } from './provider/useStorefront';
export { useStorefrontEvent } from './provider/useStorefrontEvent';
// #endregion

// #region catalogue data hooks over SWR (src/catalogue)
export type { StoreQueryOptions } from './catalogue/StoreQueryOptions';
export { useAlsoPurchased } from './catalogue/useAlsoPurchased';
export type { BannerBlocks, UseBannersOptions } from './catalogue/useBanners';
export { useBanners } from './catalogue/useBanners';
export type { UseBrandsOptions } from './catalogue/useBrands';
export { useBrands } from './catalogue/useBrands';
export { useCategories } from './catalogue/useCategories';
export { useCompany } from './catalogue/useCompany';
export { useCustomerAccount } from './catalogue/useCustomerAccount';
export { useDeliveryTracking } from './catalogue/useDeliveryTracking';
export { useEventList } from './catalogue/useEventList';
export { useFaq } from './catalogue/useFaq';
export { useGroupShowcase } from './catalogue/useGroupShowcase';
export { useGroups } from './catalogue/useGroups';
export type {
  Installments,
  UseInstallmentsOptions,
  UseInstallmentsResult,
} from './catalogue/useInstallments';
export { useInstallments } from './catalogue/useInstallments';
export { useInstitutionalPages } from './catalogue/useInstitutionalPages';
export { useLightningOffers } from './catalogue/useLightningOffers';
export { useMostSold } from './catalogue/useMostSold';
export { useNewcomers } from './catalogue/useNewcomers';
export { usePaymentGateways } from './catalogue/usePaymentGateways';
export { useProductDetail } from './catalogue/useProductDetail';
export type { ProductFreightRequest } from './catalogue/useProductFreights';
export { useProductFreights } from './catalogue/useProductFreights';
export { useProductImages } from './catalogue/useProductImages';
export type { ProductListRequest } from './catalogue/useProductList';
export { useProductList } from './catalogue/useProductList';
export { useRatings } from './catalogue/useRatings';
export { useRelatedProducts } from './catalogue/useRelatedProducts';
export { useSeals } from './catalogue/useSeals';
export type { UseSearchOptions } from './catalogue/useSearch';
export { useSearch } from './catalogue/useSearch';
export type { SearchTermRefusal } from './catalogue/useSearchTerm';
export { useSearchTerm } from './catalogue/useSearchTerm';
export { useShowcase } from './catalogue/useShowcase';
export { useSocialNetworks } from './catalogue/useSocialNetworks';
export { useStoreQuery } from './catalogue/useStoreQuery';
export { useTakeXPayY } from './catalogue/useTakeXPayY';
export type { Autocomplete, UseAutocompleteOptions } from './flows/useAutocomplete';
export { useAutocomplete } from './flows/useAutocomplete';
// #endregion

// #region analytics, share, countdown, infinite scroll (src/analytics, src/utilities)
export type { AnalyticsSink } from './analytics/AnalyticsSink';
export type { DataLayerSink, DataLayerSinkOptions } from './analytics/createDataLayerSink';
export { createDataLayerSink } from './analytics/createDataLayerSink';
export type { LoadPixelOptions } from './analytics/loadPixel';
export { loadPixel } from './analytics/loadPixel';
export type { LoadTagManagerOptions } from './analytics/loadTagManager';
export { loadTagManager } from './analytics/loadTagManager';
export { trackPurchase } from './analytics/trackPurchase';
export type { AnalyticsWindow, MetaPixelFunction } from './analytics/types';
export { useAnalytics } from './analytics/useAnalytics';
export type { AnalyticsLoadersOptions } from './analytics/useAnalyticsLoaders';
export { useAnalyticsLoaders } from './analytics/useAnalyticsLoaders';
export { useCompanyAnalyticsLoaders } from './analytics/useCompanyAnalyticsLoaders';
export type { ItemListTracking } from './analytics/useItemListTracking';
export { useItemListTracking } from './analytics/useItemListTracking';
export type { PromotionTracking, PromotionTrackingOptions } from './analytics/usePromotionTracking';
export { usePromotionTracking } from './analytics/usePromotionTracking';
export { usePurchaseTracking } from './analytics/usePurchaseTracking';
export { useViewItemTracking } from './analytics/useViewItemTracking';
export { browserWindow } from './utilities/browserWindow';
export { copyText } from './utilities/copyText';
export type { CountdownParts } from './utilities/countdownParts';
export { countdownParts } from './utilities/countdownParts';
export type { InjectScriptOptions } from './utilities/injectScript';
export { injectScript } from './utilities/injectScript';
export type { SentinelObservation, SentinelOptions } from './utilities/observeSentinel';
export { observeSentinel } from './utilities/observeSentinel';
export type { UseCountdownOptions, UseCountdownResult } from './utilities/useCountdown';
export { useCountdown } from './utilities/useCountdown';
export type { UseInfiniteScrollOptions } from './utilities/useInfiniteScroll';
export { useInfiniteScroll } from './utilities/useInfiniteScroll';
export type { ShareMessages, ShareOutcome, UseShareOptions, UseShareResult } from './utilities/useShare';
export { useShare } from './utilities/useShare';

// #endregion

// The account form's machine moved to core (the layer of every machine); its names stay exported from here too.
export type { AccountFormMachineInput, AccountFormValues, AccountValues } from '@vitrine/core';
export { accountFormMachine } from '@vitrine/core';
export type { CartActions } from './flows/cart/cartActions';
export { cartSelectors } from './flows/cart/cartSelectors';
export type { CartFreightView, CartView } from './flows/cart/cartView';
export type { CartLineFlow } from './flows/cart/useCartLine';
export { useCartLine } from './flows/cart/useCartLine';
export type { FreightCalculatorFlow, FreightCalculatorOption } from './flows/cart/useFreightCalculator';
export { useFreightCalculator } from './flows/cart/useFreightCalculator';
// #region flow hooks over the core machines (src/flows)
export type { FormErrorProps, FormFieldProps } from './flows/FormFieldProps';
export type { FormActor, FormFlow, FormFlowOptions, FormSnapshot } from './flows/FormFlow';
export type { AccountForm, UseAccountFormOptions } from './flows/useAccountForm';
export { useAccountForm } from './flows/useAccountForm';
export type { AddressBookFlow } from './flows/useAddressBook';
export { useAddressBook } from './flows/useAddressBook';
export type { AddressCepLookup, AddressForm, UseAddressFormOptions } from './flows/useAddressForm';
export { useAddressForm } from './flows/useAddressForm';
export type { AlertMeFlow } from './flows/useAlertMe';
export { useAlertMe } from './flows/useAlertMe';
export type { AlertsFlow } from './flows/useAlerts';
export { useAlerts } from './flows/useAlerts';
export type { BuyTogetherFlow } from './flows/useBuyTogether';
export { useBuyTogether } from './flows/useBuyTogether';
export type { CartFlow, UseCartOptions } from './flows/useCart';
export { useCart } from './flows/useCart';
export type { CartCountFlow } from './flows/useCartCount';
export { useCartCount } from './flows/useCartCount';
export type { ConjunctFlow } from './flows/useConjunct';
export { useConjunct } from './flows/useConjunct';
export type { ContactForm, UseContactFormOptions } from './flows/useContactForm';
export { useContactForm } from './flows/useContactForm';
export type { FormFieldBinding } from './flows/useFormField';
export { useFormField } from './flows/useFormField';
export type { ListingFlow, UseListingOptions } from './flows/useListing';
export { useListing } from './flows/useListing';
export { useLoginForm } from './flows/useLoginForm';
export type { UseNewsletterOptions } from './flows/useNewsletter';
export { useNewsletter } from './flows/useNewsletter';
export type { OrdersRead } from './flows/useOrders';
export { useOrders } from './flows/useOrders';
export type { PasswordChange } from './flows/usePasswordChange';
export { usePasswordChange } from './flows/usePasswordChange';
export type { PasswordChangeValues, UsePasswordChangeFormOptions } from './flows/usePasswordChangeForm';
export { passwordChangeFieldMessages, usePasswordChangeForm } from './flows/usePasswordChangeForm';
export type { PrivacyNoticeFlow } from './flows/usePrivacyNotice';
export { usePrivacyNotice } from './flows/usePrivacyNotice';
export type { QuoteFlow } from './flows/useQuote';
export { useQuote } from './flows/useQuote';
export type { UseRatingFormOptions } from './flows/useRatingForm';
export { useRatingForm } from './flows/useRatingForm';
export type { RecoverEmailFlow, RecoverEmailValues } from './flows/useRecoverEmail';
export { useRecoverEmail } from './flows/useRecoverEmail';
export type { UseRegisterFormOptions } from './flows/useRegisterForm';
export { useRegisterForm } from './flows/useRegisterForm';
export type { SearchBoxFlow, UseSearchBoxOptions } from './flows/useSearchBox';
export { useSearchBox } from './flows/useSearchBox';
export type { SendRecoverEmailValues, UseSendRecoverEmailOptions } from './flows/useSendRecoverEmail';
export { useSendRecoverEmail } from './flows/useSendRecoverEmail';
export type { SessionFlow, SessionStatus, UseSessionOptions } from './flows/useSession';
export { useSession } from './flows/useSession';
export type { SkuBuyArea, SkuSelectionFlow, UseSkuSelectionOptions } from './flows/useSkuSelection';
export { useSkuSelection } from './flows/useSkuSelection';
export type { SocialLogin } from './flows/useSocialLogin';
export { useSocialLogin } from './flows/useSocialLogin';
export type { WishlistFlow } from './flows/useWishlist';
export { useWishlist } from './flows/useWishlist';
// #endregion
