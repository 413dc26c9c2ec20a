import type { DeepPartial } from '@vitrine/hooks';
import type { AccountFormMessages } from '../AccountForm/accountFormMessages';
import type { AddressBookMessages } from '../AddressBook/addressBookMessages';
import type { AlertMeDialogMessages } from '../AlertMeDialog/alertMeDialogMessages';
import type { AssistedSaleMessages } from '../AssistedSale/assistedSaleMessages';
import type { B2bMessages } from '../B2b/b2bMessages';
import type { BannerMessages } from '../Banner/bannerMessages';
import type { BrandListMessages } from '../BrandList/brandListMessages';
import type { BreadcrumbsMessages } from '../Breadcrumbs/breadcrumbsMessages';
import type { BuyTogetherMessages } from '../BuyTogether/buyTogetherMessages';
import type { CartCountMessages } from '../CartCount/cartCountMessages';
import type { CartPreviewMessages } from '../CartPreview/cartPreviewMessages';
import type { CategoryDrawerMessages } from '../CategoryDrawer/categoryDrawerMessages';
import type { CategoryMenuMessages } from '../CategoryMenu/categoryMenuMessages';
import type { ConjunctProductsMessages } from '../ConjunctProducts/conjunctProductsMessages';
import type { ContactFormMessages } from '../ContactForm/contactFormMessages';
import type { DeliveryTrackingMessages } from '../DeliveryTracking/deliveryTrackingMessages';
import type { EventListMessages } from '../EventList/eventListMessages';
import type { FaqMessages } from '../Faq/faqMessages';
import type { FixedActionsMessages } from '../FixedActions/fixedActionsMessages';
import type { AlertMessages } from '../foundation/Alert/alertMessages';
import type { CepInputMessages } from '../foundation/CepInput/cepInputMessages';
import type { ConfirmDialogMessages } from '../foundation/ConfirmDialog/confirmDialogMessages';
import type { PriceMessages } from '../foundation/Price/priceMessages';
import type { QuantityInputMessages } from '../foundation/QuantityInput/quantityInputMessages';
import type { SpinnerMessages } from '../foundation/Spinner/spinnerMessages';
import type { InstitutionalPageMessages } from '../InstitutionalPage/institutionalPageMessages';
import type { KitComponentsMessages } from '../KitComponents/kitComponentsMessages';
import type { LoginFormMessages } from '../LoginForm/loginFormMessages';
import type { LogoMessages } from '../Logo/logoMessages';
import type { NewsletterFormMessages } from '../NewsletterForm/newsletterFormMessages';
import type { OrderListMessages } from '../OrderList/orderListMessages';
import type {
  PasswordChangeFormMessages,
  RecoverEmailFormMessages,
} from '../PasswordForms/passwordFormsMessages';
import type { PaymentFlagsMessages } from '../PaymentFlags/paymentFlagsMessages';
import type { PhoneLinkMessages } from '../PhoneLink/phoneLinkMessages';
import type { PrivacyNoticeMessages } from '../PrivacyNotice/privacyNoticeMessages';
import type { ProductCardMessages } from '../ProductCard/productCardMessages';
import type { ProductDetailMessages } from '../ProductDetail/productDetailMessages';
import type { ProductFreightMessages } from '../ProductFreight/productFreightMessages';
import type { ProductGalleryMessages } from '../ProductGallery/productGalleryMessages';
import type { ProductInstallmentsMessages } from '../ProductInstallments/productInstallmentsMessages';
import type { ProductListingMessages } from '../ProductListing/productListingMessages';
import type { ProductRatingsMessages } from '../ProductRatings/productRatingsMessages';
import type { LightningOffersMessages } from '../ProductShelf/lightningOffersMessages';
import type { ProductShelfMessages } from '../ProductShelf/productShelfMessages';
import type { QuoteDialogMessages } from '../QuoteDialog/quoteDialogMessages';
import type { RegisterFormMessages } from '../RegisterForm/registerFormMessages';
import type { SealsMessages } from '../Seals/sealsMessages';
import type { SearchBoxMessages } from '../SearchBox/searchBoxMessages';
import type { SocialLinksMessages } from '../SocialLinks/socialLinksMessages';
import type { StoreDataMessages } from '../StoreData/storeDataMessages';
import type { UserMenuMessages } from '../UserMenu/userMenuMessages';
import type { WishlistCountMessages } from '../WishlistCount/wishlistCountMessages';
import type { WishlistGridMessages } from '../WishlistGrid/wishlistGridMessages';

/**
 * The texts of every widget, by widget: one section per widget, each the type of the widget's own defaults
 * (`cartPreviewMessages` is a `CartPreviewMessages`). Declared here, in one module, so the published
 * declarations hold every section (a module augmentation from each widget's folder names a path the bundled
 * declarations no longer have). The imports are type-only: importing one widget still loads only its own texts.
 * A new widget adds its section here (`useUiMessages` takes only a section named here, so a widget without one
 * does not compile).
 */
export interface UiMessages {
  addressBook: AddressBookMessages;
  alert: AlertMessages;
  alertMeDialog: AlertMeDialogMessages;
  assistedSale: AssistedSaleMessages;
  b2b: B2bMessages;
  banner: BannerMessages;
  brandList: BrandListMessages;
  breadcrumbs: BreadcrumbsMessages;
  buyTogether: BuyTogetherMessages;
  cartCount: CartCountMessages;
  cartPreview: CartPreviewMessages;
  categoryDrawer: CategoryDrawerMessages;
  categoryMenu: CategoryMenuMessages;
  cepInput: CepInputMessages;
  confirmDialog: ConfirmDialogMessages;
  conjunctProducts: ConjunctProductsMessages;
  contactForm: ContactFormMessages;
  deliveryTracking: DeliveryTrackingMessages;
  eventList: EventListMessages;
  faq: FaqMessages;
  fixedActions: FixedActionsMessages;
  institutionalPage: InstitutionalPageMessages;
  kitComponents: KitComponentsMessages;
  lightningOffers: LightningOffersMessages;
  loginForm: LoginFormMessages;
  logo: LogoMessages;
  newsletterForm: NewsletterFormMessages;
  orderList: OrderListMessages;
  passwordChangeForm: PasswordChangeFormMessages;
  paymentFlags: PaymentFlagsMessages;
  phoneLink: PhoneLinkMessages;
  price: PriceMessages;
  privacyNotice: PrivacyNoticeMessages;
  productCard: ProductCardMessages;
  productDetail: ProductDetailMessages;
  productFreight: ProductFreightMessages;
  productGallery: ProductGalleryMessages;
  productInstallments: ProductInstallmentsMessages;
  productListing: ProductListingMessages;
  productRatings: ProductRatingsMessages;
  productShelf: ProductShelfMessages;
  quantityInput: QuantityInputMessages;
  quoteDialog: QuoteDialogMessages;
  recoverEmailForm: RecoverEmailFormMessages;
  registerForm: RegisterFormMessages;
  seals: SealsMessages;
  searchBox: SearchBoxMessages;
  socialLinks: SocialLinksMessages;
  spinner: SpinnerMessages;
  storeData: StoreDataMessages;
  userMenu: UserMenuMessages;
  wishlistCount: WishlistCountMessages;
  wishlistGrid: WishlistGridMessages;
  accountForm: AccountFormMessages;
}

declare module '@vitrine/hooks' {
  interface StorefrontMessages {
    /** Texts of the stock UI kit's widgets, by widget; `undefined` keeps every widget's pt-BR defaults. */
    ui?: DeepPartial<UiMessages>;
  }
}
