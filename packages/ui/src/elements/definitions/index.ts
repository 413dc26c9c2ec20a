// Generated from the definitions of this folder by `pnpm --filter @vitrine/ui run generate:elements`
// (packages/ui/src/elements/definitions/writeGenerated.ts): do not edit by hand.
import type { ElementDefinition } from '../ElementDefinition';
import { accountFormElement } from './accountForm';
import { addressBookElement } from './addressBook';
import { alertMeDialogElement } from './alertMeDialog';
import { alertRegionElement } from './alertRegion';
import { alsoPurchasedElement } from './alsoPurchased';
import { assistedSaleElement } from './assistedSale';
import { b2bElement } from './b2b';
import { bannerElement } from './banner';
import { brandListElement } from './brandList';
import { breadcrumbsElement } from './breadcrumbs';
import { buyTogetherElement } from './buyTogether';
import { cartCountElement } from './cartCount';
import { cartPreviewElement } from './cartPreview';
import { categoryDrawerElement } from './categoryDrawer';
import { categoryMenuElement } from './categoryMenu';
import { conjunctProductsElement } from './conjunctProducts';
import { contactFormElement } from './contactForm';
import { deliveryTrackingElement } from './deliveryTracking';
import { eventListElement } from './eventList';
import { faqElement } from './faq';
import { faqLinkElement } from './faqLink';
import { fixedActionsElement } from './fixedActions';
import { floatingMessagingButtonElement } from './floatingMessagingButton';
import { homeShowcaseElement } from './homeShowcase';
import { institutionalLinksElement } from './institutionalLinks';
import { institutionalPageElement } from './institutionalPage';
import { kitComponentsElement } from './kitComponents';
import { lightningOffersElement } from './lightningOffers';
import { loginFormElement } from './loginForm';
import { logoElement } from './logo';
import { mostSoldShelfElement } from './mostSoldShelf';
import { newcomersShelfElement } from './newcomersShelf';
import { newsletterFormElement } from './newsletterForm';
import { orderListElement } from './orderList';
import { pageTitleElement } from './pageTitle';
import { passwordChangeFormElement } from './passwordChangeForm';
import { paymentFlagsElement } from './paymentFlags';
import { phoneLinkElement } from './phoneLink';
import { privacyNoticeElement } from './privacyNotice';
import { privacyPolicyElement } from './privacyPolicy';
import { productCardElement } from './productCard';
import { productDetailElement } from './productDetail';
import { productFreightElement } from './productFreight';
import { productGalleryElement } from './productGallery';
import { productInstallmentsElement } from './productInstallments';
import { productListingElement } from './productListing';
import { productRatingsElement } from './productRatings';
import { productShelfElement } from './productShelf';
import { quoteDialogElement } from './quoteDialog';
import { recoverEmailFormElement } from './recoverEmailForm';
import { registerFormElement } from './registerForm';
import { relatedProductsElement } from './relatedProducts';
import { sealsElement } from './seals';
import { searchBoxElement } from './searchBox';
import { socialLinksElement } from './socialLinks';
import { storeDataElement } from './storeData';
import { userMenuElement } from './userMenu';
import { wishlistCountElement } from './wishlistCount';
import { wishlistGridElement } from './wishlistGrid';

/** Every widget's element, one by one: register only the ones a page uses. */
export {
  accountFormElement,
  addressBookElement,
  alertMeDialogElement,
  alertRegionElement,
  alsoPurchasedElement,
  assistedSaleElement,
  b2bElement,
  bannerElement,
  brandListElement,
  breadcrumbsElement,
  buyTogetherElement,
  cartCountElement,
  cartPreviewElement,
  categoryDrawerElement,
  categoryMenuElement,
  conjunctProductsElement,
  contactFormElement,
  deliveryTrackingElement,
  eventListElement,
  faqElement,
  faqLinkElement,
  fixedActionsElement,
  floatingMessagingButtonElement,
  homeShowcaseElement,
  institutionalLinksElement,
  institutionalPageElement,
  kitComponentsElement,
  lightningOffersElement,
  loginFormElement,
  logoElement,
  mostSoldShelfElement,
  newcomersShelfElement,
  newsletterFormElement,
  orderListElement,
  pageTitleElement,
  passwordChangeFormElement,
  paymentFlagsElement,
  phoneLinkElement,
  privacyNoticeElement,
  privacyPolicyElement,
  productCardElement,
  productDetailElement,
  productFreightElement,
  productGalleryElement,
  productInstallmentsElement,
  productListingElement,
  productRatingsElement,
  productShelfElement,
  quoteDialogElement,
  recoverEmailFormElement,
  registerFormElement,
  relatedProductsElement,
  sealsElement,
  searchBoxElement,
  socialLinksElement,
  storeDataElement,
  userMenuElement,
  wishlistCountElement,
  wishlistGridElement,
};

/** One custom element per ready-made widget of the kit. */
export const vitrineElementDefinitions: readonly ElementDefinition[] = [
  accountFormElement,
  addressBookElement,
  alertMeDialogElement,
  alertRegionElement,
  alsoPurchasedElement,
  assistedSaleElement,
  b2bElement,
  bannerElement,
  brandListElement,
  breadcrumbsElement,
  buyTogetherElement,
  cartCountElement,
  cartPreviewElement,
  categoryDrawerElement,
  categoryMenuElement,
  conjunctProductsElement,
  contactFormElement,
  deliveryTrackingElement,
  eventListElement,
  faqElement,
  faqLinkElement,
  fixedActionsElement,
  floatingMessagingButtonElement,
  homeShowcaseElement,
  institutionalLinksElement,
  institutionalPageElement,
  kitComponentsElement,
  lightningOffersElement,
  loginFormElement,
  logoElement,
  mostSoldShelfElement,
  newcomersShelfElement,
  newsletterFormElement,
  orderListElement,
  pageTitleElement,
  passwordChangeFormElement,
  paymentFlagsElement,
  phoneLinkElement,
  privacyNoticeElement,
  privacyPolicyElement,
  productCardElement,
  productDetailElement,
  productFreightElement,
  productGalleryElement,
  productInstallmentsElement,
  productListingElement,
  productRatingsElement,
  productShelfElement,
  quoteDialogElement,
  recoverEmailFormElement,
  registerFormElement,
  relatedProductsElement,
  sealsElement,
  searchBoxElement,
  socialLinksElement,
  storeDataElement,
  userMenuElement,
  wishlistCountElement,
  wishlistGridElement,
];
