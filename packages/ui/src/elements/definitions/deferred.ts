// Generated from the definitions of this folder by `pnpm --filter @vitrine/ui run generate:elements`
// (packages/ui/src/elements/definitions/writeGenerated.ts): do not edit by hand.
import type { DeferredElementDefinition, ElementDefinition } from '../ElementDefinition';

/** A deferred definition from its tag and its loader. */
function deferElement(
  tag: DeferredElementDefinition['tag'],
  load: () => Promise<ElementDefinition>,
): DeferredElementDefinition {
  return { tag, load };
}

/**
 * Every element of the kit, deferred: tags and loaders only. Each definition loads with its widget
 * when the first element of its tag connects; what `defineAllVitrineElements` registers.
 */
export const deferredVitrineElementDefinitions: readonly DeferredElementDefinition[] = [
  deferElement('vitrine-account-form', () =>
    Promise.all([import('./accountForm'), import('../../AccountForm/AccountForm')]).then(([m]) => m.accountFormElement),
  ),
  deferElement('vitrine-address-book', () =>
    Promise.all([import('./addressBook'), import('../../AddressBook/AddressBook')]).then(([m]) => m.addressBookElement),
  ),
  deferElement('vitrine-alert-me-dialog', () =>
    Promise.all([import('./alertMeDialog'), import('../../AlertMeDialog/AlertMeDialog')]).then(([m]) => m.alertMeDialogElement),
  ),
  deferElement('vitrine-alert-region', () =>
    Promise.all([import('./alertRegion'), import('../../foundation/Alert/AlertRegion')]).then(([m]) => m.alertRegionElement),
  ),
  deferElement('vitrine-also-purchased', () =>
    Promise.all([import('./alsoPurchased'), import('../../ProductShelf/ProductShelves')]).then(([m]) => m.alsoPurchasedElement),
  ),
  deferElement('vitrine-assisted-sale', () =>
    Promise.all([import('./assistedSale'), import('../../AssistedSale/AssistedSale')]).then(([m]) => m.assistedSaleElement),
  ),
  deferElement('vitrine-b2b', () =>
    Promise.all([import('./b2b'), import('../../B2b/B2b')]).then(([m]) => m.b2bElement),
  ),
  deferElement('vitrine-banner', () =>
    Promise.all([import('./banner'), import('../../Banner/Banner')]).then(([m]) => m.bannerElement),
  ),
  deferElement('vitrine-brand-list', () =>
    Promise.all([import('./brandList'), import('../../BrandList/BrandList')]).then(([m]) => m.brandListElement),
  ),
  deferElement('vitrine-breadcrumbs', () =>
    Promise.all([import('./breadcrumbs'), import('../../Breadcrumbs/Breadcrumbs')]).then(([m]) => m.breadcrumbsElement),
  ),
  deferElement('vitrine-buy-together', () =>
    Promise.all([import('./buyTogether'), import('../../BuyTogether/BuyTogether')]).then(([m]) => m.buyTogetherElement),
  ),
  deferElement('vitrine-cart-count', () =>
    Promise.all([import('./cartCount'), import('../../CartCount/CartCount')]).then(([m]) => m.cartCountElement),
  ),
  deferElement('vitrine-cart-preview', () =>
    Promise.all([import('./cartPreview'), import('../../CartPreview/CartPreview')]).then(([m]) => m.cartPreviewElement),
  ),
  deferElement('vitrine-category-drawer', () =>
    Promise.all([import('./categoryDrawer'), import('../../CategoryDrawer/CategoryDrawer')]).then(([m]) => m.categoryDrawerElement),
  ),
  deferElement('vitrine-category-menu', () =>
    Promise.all([import('./categoryMenu'), import('../../CategoryMenu/CategoryMenu')]).then(([m]) => m.categoryMenuElement),
  ),
  deferElement('vitrine-conjunct-products', () =>
    Promise.all([import('./conjunctProducts'), import('../../ConjunctProducts/ConjunctProducts')]).then(([m]) => m.conjunctProductsElement),
  ),
  deferElement('vitrine-contact-form', () =>
    Promise.all([import('./contactForm'), import('../../ContactForm/ContactForm')]).then(([m]) => m.contactFormElement),
  ),
  deferElement('vitrine-delivery-tracking', () =>
    Promise.all([import('./deliveryTracking'), import('./deliveryTrackingAdapter')]).then(([m]) => m.deliveryTrackingElement),
  ),
  deferElement('vitrine-event-list', () =>
    Promise.all([import('./eventList'), import('../../EventList/EventList')]).then(([m]) => m.eventListElement),
  ),
  deferElement('vitrine-faq', () =>
    Promise.all([import('./faq'), import('../../Faq/Faq')]).then(([m]) => m.faqElement),
  ),
  deferElement('vitrine-faq-link', () =>
    Promise.all([import('./faqLink'), import('../../Faq/FaqLink')]).then(([m]) => m.faqLinkElement),
  ),
  deferElement('vitrine-fixed-actions', () =>
    Promise.all([import('./fixedActions'), import('../../FixedActions/FixedActions')]).then(([m]) => m.fixedActionsElement),
  ),
  deferElement('vitrine-floating-messaging-button', () =>
    Promise.all([import('./floatingMessagingButton'), import('../../SocialLinks/FloatingMessagingButton')]).then(([m]) => m.floatingMessagingButtonElement),
  ),
  deferElement('vitrine-home-showcase', () =>
    Promise.all([import('./homeShowcase'), import('../../ProductShelf/ProductShelves')]).then(([m]) => m.homeShowcaseElement),
  ),
  deferElement('vitrine-institutional-links', () =>
    Promise.all([import('./institutionalLinks'), import('../../InstitutionalPage/InstitutionalLinks')]).then(([m]) => m.institutionalLinksElement),
  ),
  deferElement('vitrine-institutional-page', () =>
    Promise.all([import('./institutionalPage'), import('../../InstitutionalPage/InstitutionalPage')]).then(([m]) => m.institutionalPageElement),
  ),
  deferElement('vitrine-kit-components', () =>
    Promise.all([import('./kitComponents'), import('../../KitComponents/KitComponents')]).then(([m]) => m.kitComponentsElement),
  ),
  deferElement('vitrine-lightning-offers', () =>
    Promise.all([import('./lightningOffers'), import('../../ProductShelf/LightningOffers')]).then(([m]) => m.lightningOffersElement),
  ),
  deferElement('vitrine-login-form', () =>
    Promise.all([import('./loginForm'), import('../../LoginForm/LoginForm')]).then(([m]) => m.loginFormElement),
  ),
  deferElement('vitrine-logo', () =>
    Promise.all([import('./logo'), import('../../Logo/Logo')]).then(([m]) => m.logoElement),
  ),
  deferElement('vitrine-most-sold-shelf', () =>
    Promise.all([import('./mostSoldShelf'), import('../../ProductShelf/ProductShelves')]).then(([m]) => m.mostSoldShelfElement),
  ),
  deferElement('vitrine-newcomers-shelf', () =>
    Promise.all([import('./newcomersShelf'), import('../../ProductShelf/ProductShelves')]).then(([m]) => m.newcomersShelfElement),
  ),
  deferElement('vitrine-newsletter-form', () =>
    Promise.all([import('./newsletterForm'), import('../../NewsletterForm/NewsletterForm')]).then(([m]) => m.newsletterFormElement),
  ),
  deferElement('vitrine-order-list', () =>
    Promise.all([import('./orderList'), import('../../OrderList/OrderList')]).then(([m]) => m.orderListElement),
  ),
  deferElement('vitrine-page-title', () =>
    Promise.all([import('./pageTitle'), import('../../PageTitle/PageTitle')]).then(([m]) => m.pageTitleElement),
  ),
  deferElement('vitrine-password-change-form', () =>
    Promise.all([import('./passwordChangeForm'), import('../../PasswordForms/PasswordChangeForm')]).then(([m]) => m.passwordChangeFormElement),
  ),
  deferElement('vitrine-payment-flags', () =>
    Promise.all([import('./paymentFlags'), import('../../PaymentFlags/PaymentFlags')]).then(([m]) => m.paymentFlagsElement),
  ),
  deferElement('vitrine-phone-link', () =>
    Promise.all([import('./phoneLink'), import('../../PhoneLink/PhoneLink')]).then(([m]) => m.phoneLinkElement),
  ),
  deferElement('vitrine-privacy-notice', () =>
    Promise.all([import('./privacyNotice'), import('../../PrivacyNotice/PrivacyNotice')]).then(([m]) => m.privacyNoticeElement),
  ),
  deferElement('vitrine-privacy-policy', () =>
    Promise.all([import('./privacyPolicy'), import('../../InstitutionalPage/PrivacyPolicy')]).then(([m]) => m.privacyPolicyElement),
  ),
  deferElement('vitrine-product-card', () =>
    Promise.all([import('./productCard'), import('../../ProductCard/ProductCard')]).then(([m]) => m.productCardElement),
  ),
  deferElement('vitrine-product-detail', () =>
    Promise.all([import('./productDetail'), import('../../ProductDetail/ProductDetail')]).then(([m]) => m.productDetailElement),
  ),
  deferElement('vitrine-product-freight', () =>
    Promise.all([import('./productFreight'), import('../../ProductFreight/ProductFreight')]).then(([m]) => m.productFreightElement),
  ),
  deferElement('vitrine-product-gallery', () =>
    Promise.all([import('./productGallery'), import('../../ProductGallery/ProductGallery')]).then(([m]) => m.productGalleryElement),
  ),
  deferElement('vitrine-product-installments', () =>
    Promise.all([import('./productInstallments'), import('../../ProductInstallments/ProductInstallments')]).then(([m]) => m.productInstallmentsElement),
  ),
  deferElement('vitrine-product-listing', () =>
    Promise.all([import('./productListing'), import('../../ProductListing/ProductListing')]).then(([m]) => m.productListingElement),
  ),
  deferElement('vitrine-product-ratings', () =>
    Promise.all([import('./productRatings'), import('../../ProductRatings/ProductRatings')]).then(([m]) => m.productRatingsElement),
  ),
  deferElement('vitrine-product-shelf', () =>
    Promise.all([import('./productShelf'), import('../../ProductShelf/ProductShelf')]).then(([m]) => m.productShelfElement),
  ),
  deferElement('vitrine-quote-dialog', () =>
    Promise.all([import('./quoteDialog'), import('../../QuoteDialog/QuoteDialog')]).then(([m]) => m.quoteDialogElement),
  ),
  deferElement('vitrine-recover-email-form', () =>
    Promise.all([import('./recoverEmailForm'), import('../../PasswordForms/RecoverEmailForm')]).then(([m]) => m.recoverEmailFormElement),
  ),
  deferElement('vitrine-register-form', () =>
    Promise.all([import('./registerForm'), import('../../RegisterForm/RegisterForm')]).then(([m]) => m.registerFormElement),
  ),
  deferElement('vitrine-related-products', () =>
    Promise.all([import('./relatedProducts'), import('../../ProductShelf/ProductShelves')]).then(([m]) => m.relatedProductsElement),
  ),
  deferElement('vitrine-seals', () =>
    Promise.all([import('./seals'), import('../../Seals/Seals')]).then(([m]) => m.sealsElement),
  ),
  deferElement('vitrine-search-box', () =>
    Promise.all([import('./searchBox'), import('../../SearchBox/SearchBox')]).then(([m]) => m.searchBoxElement),
  ),
  deferElement('vitrine-social-links', () =>
    Promise.all([import('./socialLinks'), import('../../SocialLinks/SocialLinks')]).then(([m]) => m.socialLinksElement),
  ),
  deferElement('vitrine-store-data', () =>
    Promise.all([import('./storeData'), import('../../StoreData/StoreData')]).then(([m]) => m.storeDataElement),
  ),
  deferElement('vitrine-user-menu', () =>
    Promise.all([import('./userMenu'), import('../../UserMenu/UserMenu')]).then(([m]) => m.userMenuElement),
  ),
  deferElement('vitrine-wishlist-count', () =>
    Promise.all([import('./wishlistCount'), import('../../WishlistCount/WishlistCount')]).then(([m]) => m.wishlistCountElement),
  ),
  deferElement('vitrine-wishlist-grid', () =>
    Promise.all([import('./wishlistGrid'), import('../../WishlistGrid/WishlistGrid')]).then(([m]) => m.wishlistGridElement),
  ),
];
