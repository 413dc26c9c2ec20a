/**
 * @vitrine/core: the framework-agnostic heart of Vitrine.
 * Explicit named exports only; each section is owned by one area of the package.
 */

export type { CallOptions } from './client/CallOptions';
export type { CartClient } from './client/createCartClient';
export { createCartClient } from './client/createCartClient';
export { createLazyStoreClient } from './client/createLazyStoreClient';
export { createStoreClient } from './client/createStoreClient';
export { createStoreClientFor } from './client/createStoreClientFor';
export type { CartEndpoints } from './client/endpoints/cartEndpoints';
export { cartEndpoints } from './client/endpoints/cartEndpoints';
export type { CartPricingEndpoints } from './client/endpoints/cartPricingEndpoints';
export { cartPricingEndpoints } from './client/endpoints/cartPricingEndpoints';
export type { CatalogueEndpoints, ListingBannersInput } from './client/endpoints/catalogueEndpoints';
export { catalogueEndpoints } from './client/endpoints/catalogueEndpoints';
export type { ContactEndpoints } from './client/endpoints/contactEndpoints';
export { contactEndpoints } from './client/endpoints/contactEndpoints';
export type { ContentEndpoints } from './client/endpoints/contentEndpoints';
export { contentEndpoints } from './client/endpoints/contentEndpoints';
export type { CustomerEndpoints } from './client/endpoints/customerEndpoints';
export { customerEndpoints } from './client/endpoints/customerEndpoints';
export type { NewsletterEndpoints } from './client/endpoints/newsletterEndpoints';
export { newsletterEndpoints } from './client/endpoints/newsletterEndpoints';
export type { PaymentEndpoints } from './client/endpoints/paymentEndpoints';
export { paymentEndpoints } from './client/endpoints/paymentEndpoints';
export type { PreCheckoutEndpoints } from './client/endpoints/preCheckoutEndpoints';
export { preCheckoutEndpoints } from './client/endpoints/preCheckoutEndpoints';
export type { RatingsEndpoints } from './client/endpoints/ratingsEndpoints';
export { ratingsEndpoints } from './client/endpoints/ratingsEndpoints';
export type { SiteEndpoints } from './client/endpoints/siteEndpoints';
export { siteEndpoints } from './client/endpoints/siteEndpoints';
export { isStoreApiError } from './client/isStoreApiError';
export type { ListingSource } from './client/listingOperations';
export { listingOperation } from './client/listingOperations';
export type { OperationTransport } from './client/OperationTransport';
export type { OperationName } from './client/operations';
export { defaultOperations } from './client/operations';
export type { ParsedReplyCache } from './client/ParsedReplyCache';
export type { ProductListQuery } from './client/ProductListQuery';
export { readErrorText } from './client/readErrorText';
export type { SearchQuery } from './client/SearchQuery';
export type { StoreApiErrorInit, StoreApiErrorKind } from './client/StoreApiError';
export { StoreApiError } from './client/StoreApiError';
export type {
  EndpointMethod,
  StoreArea,
  StoreClient,
  StoreClientOf,
  StoreInput,
  StoreMethod,
  StoreResult,
} from './client/StoreClient';
export type { StoreClientOptions, StoreFetch, StoreFetchReply } from './client/StoreClientOptions';
export type { EncodedCall, StoreEndpoint, StoreEndpointTable } from './client/StoreEndpoint';
export { shouldAttachXsrf } from './client/shouldAttachXsrf';
export type { StoreEndpoints } from './client/storeEndpoints';
export { storeEndpoints } from './client/storeEndpoints';
export type { StoreKey } from './client/storeKeys';
export { storeKeys } from './client/storeKeys';
export type { ProductListRequest, StoreQuery, StoreQueryData } from './client/storeQueries';
export {
  alsoPurchasedQuery,
  bannersQuery,
  brandsQuery,
  cardInstallmentsQuery,
  categoriesQuery,
  companyQuery,
  contactTopicsQuery,
  customerAccountQuery,
  deliveryTrackingQuery,
  eventListQuery,
  faqQuery,
  groupShowcaseQuery,
  groupsQuery,
  installmentsQuery,
  institutionalPagesQuery,
  lightningOffersQuery,
  mostSoldQuery,
  newcomersQuery,
  ordersQuery,
  paymentAppConfigQuery,
  paymentGatewaysQuery,
  paymentSessionQuery,
  productDetailQuery,
  productFreightsQuery,
  productImagesQuery,
  productListQuery,
  ratingsQuery,
  relatedProductsQuery,
  sealsQuery,
  searchQuery,
  showcaseQuery,
  socialNetworksQuery,
  takeXPayYQuery,
  wishlistQuery,
} from './client/storeQueries';
export type { QueryValue } from './client/toQueryString';
export { toQueryString } from './client/toQueryString';
// #region client and schemas (src/client; the schemas are also the entry @vitrine/core/schemas)
export * from './schemas/index';
// #endregion

// #region validators, masks and formatting (src/validators)
export { discountPercent } from './format/discountPercent';
export { formatPrice } from './format/formatPrice';
export { maskBirthDate } from './format/maskBirthDate';
export { maskCep } from './format/maskCep';
export { maskCnpj } from './format/maskCnpj';
export { maskCpf } from './format/maskCpf';
export { maskDocument } from './format/maskDocument';
export { maskPhone } from './format/maskPhone';
export { maskPrice } from './format/maskPrice';
export { parsePrice } from './format/parsePrice';
export { unmaskDocument } from './format/unmaskDocument';
export { BRAZILIAN_AREA_CODES } from './validators/brazilianAreaCodes';
export type { BrazilianState, BrazilianStateCode } from './validators/brazilianStates';
export { BRAZILIAN_STATES } from './validators/brazilianStates';
export type { PersonNameCheck } from './validators/checkPersonName';
export { checkPersonName, isValidPersonName, PERSON_NAME_MAX_LENGTH } from './validators/checkPersonName';
export { isBrazilianState } from './validators/isBrazilianState';
export { isValidBirthDate } from './validators/isValidBirthDate';
export { isValidCardExpiry } from './validators/isValidCardExpiry';
export { isValidCardNumber } from './validators/isValidCardNumber';
export { isValidCep } from './validators/isValidCep';
export { isValidCnpj } from './validators/isValidCnpj';
export { isValidCpf } from './validators/isValidCpf';
export { isValidEmail } from './validators/isValidEmail';
export type { PhoneValidationOptions } from './validators/isValidPhone';
export { isValidPhone } from './validators/isValidPhone';
export { onlyDigits } from './validators/onlyDigits';
// #endregion

// #region form schemas (src/forms)
export type { AddressFormValues } from './forms/addressFormSchema';
export { addressFormSchema, createAddressFormSchema } from './forms/addressFormSchema';
export type { AlertMeFormValues } from './forms/alertMeFormSchema';
export { alertMeFormSchema, createAlertMeFormSchema } from './forms/alertMeFormSchema';
export type { CardFormSchemaOptions, CardFormValues } from './forms/cardFormSchema';
export { cardFormSchema, createCardFormSchema } from './forms/cardFormSchema';
export type { CartQuantityValue } from './forms/cartQuantitySchema';
export { cartQuantitySchema, createCartQuantitySchema } from './forms/cartQuantitySchema';
export type { CepValue } from './forms/cepSchema';
export { cepSchema, createCepSchema } from './forms/cepSchema';
export type { ContactFormValues } from './forms/contactFormSchema';
export { contactFormSchema, createContactFormSchema } from './forms/contactFormSchema';
export { DEFAULT_SEARCH_BLACKLIST } from './forms/defaultSearchBlacklist';
export { formFieldErrors } from './forms/formFieldErrors';
export type { FormMessages } from './forms/formMessages';
export { formMessages } from './forms/formMessages';
export type { FieldSchema, FieldSchemas } from './forms/formSchemaOf';
export { fieldRule, formSchemaOf } from './forms/formSchemaOf';
export { isBlacklistedSearchTerm } from './forms/isBlacklistedSearchTerm';
export type { LoginFormValues } from './forms/loginFormSchema';
export { createLoginFormSchema, loginFormSchema } from './forms/loginFormSchema';
export type { NewsletterEmailOnlyFormValues } from './forms/newsletterEmailOnlyFormSchema';
export {
  createNewsletterEmailOnlyFormSchema,
  newsletterEmailOnlyFormSchema,
} from './forms/newsletterEmailOnlyFormSchema';
export type { NewsletterFormValues } from './forms/newsletterFormSchema';
export { createNewsletterFormSchema, newsletterFormSchema } from './forms/newsletterFormSchema';
export type { QuoteFormValues } from './forms/quoteFormSchema';
export { createQuoteFormSchema, quoteFormSchema } from './forms/quoteFormSchema';
export type { RatingFormValues } from './forms/ratingFormSchema';
export { createRatingFormSchema, ratingFormSchema } from './forms/ratingFormSchema';
export type { RegisterFormSchemaOptions, RegisterFormValues } from './forms/registerFormSchema';
export { createRegisterFormSchema, registerFormSchema } from './forms/registerFormSchema';
export type { SearchTermRejection, SearchTermSchemaOptions } from './forms/searchTermSchema';
export { createSearchTermSchema, searchTermSchema } from './forms/searchTermSchema';
// #endregion

// #region pricing, stock, SKU, cart, freight and payment rules (src/rules)
export type { AddToCartOutcome } from './rules/addToCartOutcome';
export { addToCartOutcome } from './rules/addToCartOutcome';
export { allowsFreightQuote } from './rules/allowsFreightQuote';
export type { ReferenceAvailability, VariationAvailability } from './rules/availableVariations';
export { availableVariations } from './rules/availableVariations';
export type { BankTransferBrand } from './rules/bankTransferBrands';
export { BANK_TRANSFER_BRANDS } from './rules/bankTransferBrands';
export type { BuyControl } from './rules/buyControl';
export { buyControl } from './rules/buyControl';
export type { BuyTogetherItem } from './rules/canBuyTogether';
export { canBuyTogether } from './rules/canBuyTogether';
export type { CheckoutGate } from './rules/canCheckout';
export { canCheckout } from './rules/canCheckout';
export { canTickConjunct } from './rules/canTickConjunct';
export { capQuantityToStock } from './rules/capQuantityToStock';
export type {
  CardProviderV4InstallmentPlan,
  CardProviderV4InstallmentsReply,
} from './rules/cardProviderInstallments';
export { cardProviderInstallments } from './rules/cardProviderInstallments';
export { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from './rules/cartQuantityLimits';
export type { CartTotals } from './rules/cartTotals';
export { cartTotals } from './rules/cartTotals';
export type { CartLimitFailure } from './rules/checkCartLimits';
export { checkCartLimits } from './rules/checkCartLimits';
export { checkStockWithCart } from './rules/checkStockWithCart';
export type { ConjunctTick, ConjunctTotals } from './rules/conjunctTotals';
export { conjunctTotals } from './rules/conjunctTotals';
export { deliveryTimeText } from './rules/deliveryTimeText';
export { discountFlagText } from './rules/discountFlagText';
export { effectivePrice } from './rules/effectivePrice';
export { exhaustedModalTitle } from './rules/exhaustedModalTitle';
export { freeFreightTipText } from './rules/freeFreightTipText';
export { freightPriceText } from './rules/freightPriceText';
export { initialSku } from './rules/initialSku';
export type { InstallmentQueryLimit } from './rules/installmentQueryLimit';
export { installmentQueryLimit } from './rules/installmentQueryLimit';
export type { CardProviderAppState, InstallmentSource } from './rules/installmentSources';
export { cardSampleBin, installmentSource, storeInstallmentOptions } from './rules/installmentSources';
export { isBundleOutOfStock } from './rules/isBundleOutOfStock';
export { isCardProviderGateway } from './rules/isCardProviderGateway';
export { isOutOfStock } from './rules/isOutOfStock';
export { isPriceOnRequest } from './rules/isPriceOnRequest';
export { isSignedIn } from './rules/isSignedIn';
export { lightningOfferFlag } from './rules/lightningOfferFlag';
export { normalizeQuantity } from './rules/normalizeQuantity';
export { outOfStockLines } from './rules/outOfStockLines';
export type { PaymentMethodKind } from './rules/paymentMethodKind';
export { paymentMethodKind } from './rules/paymentMethodKind';
export { paymentMethodName } from './rules/paymentMethodName';
export type { ProductGalleryProduct } from './rules/productGalleryImages';
export { productGalleryImages, zoomImageUrl } from './rules/productGalleryImages';
export type { ProductGroupingDisplay, ProductGroupingOption } from './rules/productGroupingOptions';
export { productGroupingOptions } from './rules/productGroupingOptions';
export type { SkuResolution } from './rules/resolveSku';
export { resolveSku } from './rules/resolveSku';
export type {
  CartRuleMessages,
  FreightRuleMessages,
  PaymentRuleMessages,
  PriceRuleMessages,
  ProductRuleMessages,
} from './rules/ruleMessageGroups';
export type { RuleMessages } from './rules/ruleMessages';
export { ruleMessages } from './rules/ruleMessages';
export type { VariationSelection, VariationSelectionState } from './rules/selectVariation';
export { selectVariation } from './rules/selectVariation';
export { shelfCount } from './rules/shelfCount';
export { shouldShowDiscount } from './rules/shouldShowDiscount';
export { shouldShowInstallments } from './rules/shouldShowInstallments';
export { sortFreightOptions } from './rules/sortFreightOptions';
export { splitInstallments } from './rules/splitInstallments';
export type { BuyXGetYRoleLike, TakeXPayYTip } from './rules/takeXPayYTips';
export { takeXPayYTips } from './rules/takeXPayYTips';
export { timerExpiryMessage } from './rules/timerExpiryMessage';
export type {
  BundleComponentLike,
  CartLike,
  CartLimitLike,
  CartLineLike,
  ChosenVariations,
  FlagLike,
  FreeFreightTipLike,
  FreightOptionLike,
  Id,
  IdLike,
  InstallmentMaxLike,
  InstallmentOptionLike,
  PricedLike,
  ProductGroupingLike,
  ProductLike,
  QuantityResult,
  ReferenceLike,
  SkuLike,
  SkuVariationLike,
  StockLike,
  VariationLike,
} from './rules/types';
// #endregion

// #region navigation, listing, banners and display helpers (src/navigation)
export { categoryBreadcrumbs } from './navigation/categoryBreadcrumbs';
export type { CategoryMenuItem, CategoryMenuOptions } from './navigation/categoryMenu';
export { categoryMenu } from './navigation/categoryMenu';
export { categoryPath } from './navigation/categoryPath';
export { cepLookupLink } from './navigation/cepLookupLink';
export { contactPhoneHref } from './navigation/contactPhoneHref';
export { customerBreadcrumbs } from './navigation/customerBreadcrumbs';
export { defaultCategory } from './navigation/defaultCategory';
export { defaultFilterState } from './navigation/defaultFilterState';
export { emptyListingMessage } from './navigation/emptyListingMessage';
export { filterStateFromSearchParams } from './navigation/filterStateFromSearchParams';
export { filterStateToProductQuery } from './navigation/filterStateToProductQuery';
export { filterStateToSearchParams } from './navigation/filterStateToSearchParams';
export { filterStateUrlFields } from './navigation/filterStateUrlFields';
export { formatRatingDate } from './navigation/formatRatingDate';
export type { InfiniteScrollGrowth, InfiniteScrollState } from './navigation/growInfiniteScroll';
export { growInfiniteScroll } from './navigation/growInfiniteScroll';
export { hasAppliedFilters } from './navigation/hasAppliedFilters';
export { homeBreadcrumb } from './navigation/homeBreadcrumb';
export { noLazyImageUserAgents } from './navigation/noLazyImageUserAgents';
export { pageBreadcrumbs } from './navigation/pageBreadcrumbs';
export type { TitledPage } from './navigation/pageTitle';
export { pageTitle } from './navigation/pageTitle';
export type { PagerLink, PagingWindow } from './navigation/pagingWindow';
export { pagingWindow } from './navigation/pagingWindow';
export { parseFilterState } from './navigation/parseFilterState';
export type { Route } from './navigation/parseRoute';
export { parseRoute } from './navigation/parseRoute';
export { pickRandomBanner } from './navigation/pickRandomBanner';
export type { InstitutionalPageLike } from './navigation/privacyPolicyHref';
export { privacyPolicyHref } from './navigation/privacyPolicyHref';
export type { BreadcrumbProductLike } from './navigation/productBreadcrumbs';
export { productBreadcrumbs } from './navigation/productBreadcrumbs';
export { productCategoryPath } from './navigation/productCategoryPath';
export { ratingStars } from './navigation/ratingStars';
export type { SearchRouteOptions } from './navigation/routes';
export { routes } from './navigation/routes';
export type { SearchRouteFilters } from './navigation/searchRouteFilters';
export { serializeFilterState } from './navigation/serializeFilterState';
export { shareLinkCopiedMessage } from './navigation/shareLinkCopiedMessage';
export { shouldLazyLoadImages } from './navigation/shouldLazyLoadImages';
export type { SearchExtrasInput } from './navigation/shouldShowSearchExtras';
export { shouldShowSearchExtras } from './navigation/shouldShowSearchExtras';
export { sortByWireValue } from './navigation/sortByWireValue';
export type { SortSettingsLike } from './navigation/sortFromSettings';
export { sortFromSettings } from './navigation/sortFromSettings';
export { sortOptions } from './navigation/sortOptions';
export type { SplitBannersOptions } from './navigation/splitBanners';
export { splitBanners } from './navigation/splitBanners';
export { truncateName } from './navigation/truncateName';
export type {
  BannerLike,
  BrandOrGroupLike,
  Breadcrumb,
  CategoryLike,
  FilterState,
  ProductCategoryLike,
  SortBy,
} from './navigation/types';
// #endregion

// #region analytics (src/analytics, also the entry @vitrine/core/analytics)
export * from './analytics/index';
// #endregion

// #region HTML sanitizing (src/html)
export type { HtmlSanitizer, SanitizeHtmlOptions } from './html/createHtmlSanitizer';
export { createHtmlSanitizer } from './html/createHtmlSanitizer';
export { htmlToSafeText } from './html/htmlToSafeText';
export { sanitizeHtml } from './html/sanitizeHtml';
// #endregion

// #region cart machine (src/machines/cart)
export type {
  AddCheck,
  CartAlert,
  CartMachineContext,
  CartMachineEmitted,
  CartMachineEvent,
  CartMachineInput,
  CartMachineMessages,
  CartNavigationTarget,
  CartOperation,
  CartRedirectTiming,
  LineMessage,
} from './machines/cart/cartMachine';
export { cartMachine } from './machines/cart/cartMachine';
export type { CartMessages } from './machines/cart/cartMessages';
export { cartMessages } from './machines/cart/cartMessages';
export type {
  CartActorInput,
  CartReadBack,
  FreightQuote,
  LoadedCart,
} from './machines/cart/createCartActors';
export { CART_MUTATION_TIMEOUT_MS, createCartActors } from './machines/cart/createCartActors';
export type {
  CartActionEvent,
  CartFreightView,
  CartSettledTarget,
  CartSnapshot,
  CartView,
} from './machines/cart/selectCartView';
export { cartAction, cartSettled, isCartSettled, selectCartView } from './machines/cart/selectCartView';
// #endregion

// #region product flow machines: SKU selection, buy-together, conjunct, quote, alert-me (src/machines/product)
export type {
  AlertMeContext,
  AlertMeEvent,
  AlertMeField,
  AlertMeInput,
  RegisterAlertInput,
} from './machines/product/alertMeMachine';
export { alertMeMachine } from './machines/product/alertMeMachine';
export type {
  BuyTogetherContext,
  BuyTogetherEmitted,
  BuyTogetherEntry,
  BuyTogetherEvent,
  BuyTogetherInput,
} from './machines/product/buyTogetherMachine';
export { buyTogetherMachine } from './machines/product/buyTogetherMachine';
export type {
  ConjunctContext,
  ConjunctEntry,
  ConjunctEvent,
  ConjunctInput,
} from './machines/product/conjunctMachine';
export { conjunctMachine } from './machines/product/conjunctMachine';
export type { DerivedSkuState, SkuResolutionStatus } from './machines/product/deriveSkuState';
export type { ProductFlowMessages } from './machines/product/productFlowMessages';
export { productFlowMessages } from './machines/product/productFlowMessages';
export type {
  QuoteContext,
  QuoteEvent,
  QuoteField,
  QuoteInput,
  SendBudgetInput,
} from './machines/product/quoteMachine';
export { quoteMachine } from './machines/product/quoteMachine';
export type {
  SkuSelectionArea,
  SkuSelectionContext,
  SkuSelectionEmitted,
  SkuSelectionEvent,
  SkuSelectionGrouping,
  SkuSelectionInput,
  SkuSelectionProduct,
} from './machines/product/skuSelectionMachine';
export { initialSkuSelection, skuSelectionMachine } from './machines/product/skuSelectionMachine';
export type {
  AlertMeCloseEvent,
  AlertMeOpenEvent,
  CartAddMassiveItem,
  CartAddMassiveRequest,
  CartAddRequest,
  ProductFlowAlert,
  ProductFlowOrigin,
  ProductFlowProduct,
  QuoteOpenEvent,
} from './machines/product/types';
// #endregion

// #region form, session, privacy and alert machines (src/machines/forms)
export type { AlertEvent, AlertKind } from './machines/forms/AlertEvent';
export type {
  AccountFormMachineInput,
  AccountFormValues,
  AccountValues,
} from './machines/forms/accountFormMachine';
export { accountFormMachine, isAccountEmailChanged } from './machines/forms/accountFormMachine';
export type {
  AddressBookContext,
  AddressBookEvent,
  AddressBookMachineInput,
  AddressOperation,
} from './machines/forms/addressBookMachine';
export { addressBookMachine } from './machines/forms/addressBookMachine';
export type { AddressFormMachineInput, AddressValues } from './machines/forms/addressFormMachine';
export { addressFormMachine } from './machines/forms/addressFormMachine';
export type { Alert, AlertsContext, AlertsEvent, AlertsMachineInput } from './machines/forms/alertsMachine';
export { alertsMachine } from './machines/forms/alertsMachine';
export type { AntiBotTokenInput } from './machines/forms/antiBotTokenActor';
export { antiBotTokenActor } from './machines/forms/antiBotTokenActor';
export { contactErrorCode } from './machines/forms/contactErrorCode';
export type { ContactMachineInput, ContactResources, ContactValues } from './machines/forms/contactMachine';
export { contactMachine } from './machines/forms/contactMachine';
export type {
  AntiBotTokenProvider,
  AntiBotTokenProviderOptions,
  GetAntiBotToken,
} from './machines/forms/createAntiBotTokenProvider';
export { createAntiBotTokenProvider } from './machines/forms/createAntiBotTokenProvider';
export type {
  FormContext,
  FormErrors,
  FormEvent,
  FormFieldChangeEvent,
  FormFlags,
  FormFlowInput,
  FormMachineOptions,
  FormResourcesStatus,
  FormSchemaLike,
  FormSubmitInput,
  FormValues,
} from './machines/forms/createFormMachine';
export { createFormMachine } from './machines/forms/createFormMachine';
export { customerFirstName } from './machines/forms/customerFirstName';
export type { FormFlowMessages } from './machines/forms/formFlowMessages';
export { formFlowMessages } from './machines/forms/formFlowMessages';
export type { FormStatus, FormView } from './machines/forms/formView';
export { formView } from './machines/forms/formView';
export { isAntiBotActionListed } from './machines/forms/isAntiBotActionListed';
export type { LoginFormMachineInput, LoginValues } from './machines/forms/loginFormMachine';
export { loginFormMachine } from './machines/forms/loginFormMachine';
export type {
  LoginContext,
  LoginEmitted,
  LoginEvent,
  LoginMachineInput,
} from './machines/forms/loginMachine';
export { loginMachine } from './machines/forms/loginMachine';
export type { NewsletterMachineInput, NewsletterValues } from './machines/forms/newsletterMachine';
export { newsletterMachine } from './machines/forms/newsletterMachine';
export type {
  PasswordChangeMachineInput,
  PasswordChangeValues,
} from './machines/forms/passwordChangeMachine';
export { passwordChangeFieldMessages, passwordChangeMachine } from './machines/forms/passwordChangeMachine';
export type {
  PrivacyNoticeContext,
  PrivacyNoticeEvent,
  PrivacyNoticeMachineInput,
} from './machines/forms/privacyNoticeMachine';
export { privacyNoticeMachine } from './machines/forms/privacyNoticeMachine';
export type { RatingMachineInput, RatingValues } from './machines/forms/ratingMachine';
export { ratingMachine } from './machines/forms/ratingMachine';
export type { RecoverEmailMachineInput, RecoverEmailValues } from './machines/forms/recoverEmailMachine';
export { recoverEmailMachine } from './machines/forms/recoverEmailMachine';
export type { RegisterMachineInput, RegisterValues } from './machines/forms/registerMachine';
export { registerMachine } from './machines/forms/registerMachine';
export { SubmissionRejectedError } from './machines/forms/SubmissionRejectedError';
export type {
  SendRecoverEmailMachineInput,
  SendRecoverEmailValues,
} from './machines/forms/sendRecoverEmailMachine';
export { sendRecoverEmailMachine } from './machines/forms/sendRecoverEmailMachine';

// #endregion

export type { ListingKind } from './machines/listing/ListingKind';
export type { ListingSettings } from './machines/listing/ListingSettings';
// #region listing and search machines (src/machines/listing)
export { listingAddress } from './machines/listing/listingAddress';
export type {
  FilterStorage,
  ListingContext,
  ListingEmitted,
  ListingEvent,
  ListingFilterChanges,
  ListingFilterOptionKey,
  ListingMachineInput,
  ListingPage,
  LoadProductsInput,
  LoadSearchExtrasInput,
} from './machines/listing/listingMachine';
export { listingMachine } from './machines/listing/listingMachine';
export type { ListingMessages } from './machines/listing/listingMessages';
export { listingMessages } from './machines/listing/listingMessages';
export type { SearchContext } from './machines/listing/SearchContext';
export type {
  LoadMostSoldInput,
  SearchEmitted,
  SearchEvent,
  SearchMachineInput,
  SearchProductsInput,
} from './machines/listing/searchMachine';
export { searchMachine } from './machines/listing/searchMachine';
export type { SearchOption } from './machines/listing/searchOptions';
export { searchOptions } from './machines/listing/searchOptions';
export { searchTermStatus } from './machines/listing/searchTermStatus';
export type { ListingView } from './machines/listing/selectListingView';
export { selectListingView } from './machines/listing/selectListingView';
export type { SearchView } from './machines/listing/selectSearchView';
export { selectSearchView } from './machines/listing/selectSearchView';
export {
  freshFilterState,
  listingPageSize,
  startingFilterState,
} from './machines/listing/startingFilterState';
// #endregion

// #region storefront event bus (src/events)
export type { StorefrontBus, StorefrontBusOptions, StorefrontListener } from './events/createStorefrontBus';
export { createStorefrontBus } from './events/createStorefrontBus';
export type {
  StorefrontCartLine,
  StorefrontEvent,
  StorefrontEventOf,
  StorefrontEventType,
  StorefrontProductInfo,
  StorefrontProductOrigin,
  StorefrontRemovedLine,
} from './events/StorefrontEvent';
// #endregion
