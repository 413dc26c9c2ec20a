/** `parts('Faq', 'Item List')` → `['FaqItem', 'FaqList']`. */
function parts(widget: string, suffixes: string): string[] {
  return suffixes.split(' ').map((suffix) => `${widget}${suffix}`);
}

/**
 * The PascalCase exports of `packages/ui/src/index.ts` that are NOT ready-made widgets, by module: the parts of
 * compound widgets, grouping objects (`XParts`) and the foundation pieces other widgets build on (Price,
 * QuantityInput…). The definitions test reads the index: every other PascalCase export must have an element, so a
 * new widget without one fails it. Adding a part to a widget? Add its name here.
 */
export const knownNonWidgetExports: ReadonlySet<string> = new Set([
  // AccountForm/AccountForm
  ...parts('AccountForm', 'Error Field Form LoadError Loading Root Status Submit Title'),
  // AddressBook/AddressBook
  ...parts(
    'AddressBook',
    'Add Delete Edit Empty FormDialog Item ItemAddress ItemBadges ItemError List LoadError Loading Root SetBilling SetDefaultDelivery Status Title',
  ),
  // AlertMeDialog/AlertMeDialog
  ...parts('AlertMeDialog', 'Content Parts Root'),
  // AlertMeDialog/AlertMeDialogBox
  ...parts('AlertMeDialog', 'Body Box Close Field Form Product ProductImage ProductName Status Submit Title'),
  // AssistedSale/AssistedSale
  ...parts('AssistedSale', 'Description Root Title'),
  // B2b/B2b
  ...parts('B2b', 'Description Root Title'),
  // Banner/Banner
  ...parts('Banner', 'Description Image Item Link Root'),
  // BrandList/BrandList
  ...parts('BrandList', 'Item Link List Root Title'),
  // Breadcrumbs/Breadcrumbs
  ...parts('Breadcrumbs', 'Item Link List Root Separator'),
  // BuyTogether/BuyTogether
  ...parts(
    'BuyTogether',
    'Buy Item ItemImage ItemName ItemPrice ItemVariations List Quote Root Status Title Toggle Totals',
  ),
  // CartPreview/CartPreview
  ...parts('CartPreview', 'Close Content Parts Root Title Trigger'),
  // CartPreview/CartPreviewSheet
  ...parts(
    'CartPreview',
    'Actions Empty ExhaustedDialog Freight FreightCep FreightOptions FreightResult FreightSubmit FreightTip FreightTitle Line LineError LineImage LineName LineNotice LinePrice LineQuantity LineRemove LineStock LineVariations Lines Sheet Status Totals Unavailable',
  ),
  // CategoryMenu/CategoryMenuParts
  ...parts('CategoryMenu', 'Image Item Link List Root Title Toggle'),
  // ConjunctProducts/ConjunctProducts
  ...parts(
    'ConjunctProducts',
    'AddToCart Item ItemImage ItemName ItemPrice ItemStock ItemVariations List Root Tick Title Totals',
  ),
  // ContactForm/ContactForm
  ...parts('ContactForm', 'Field MessageField PhoneField Root StateField Status Submit TopicField'),
  // EventList/EventList
  ...parts('EventList', 'ItemPart List Root Title'),
  // Faq/Faq
  ...parts('Faq', 'Answer Heading Item List Parts Root Title Trigger'),
  // FixedActions/FixedActions
  ...parts('FixedActions', 'BackToTop Cart Customer Root Search'),
  // InstitutionalPage/InstitutionalLinks
  ...parts('InstitutionalLinks', 'Group Heading Item Link List Parts Root'),
  // InstitutionalPage/InstitutionalPage
  ...parts('InstitutionalPage', 'Body Meta Parts Root Title'),
  // KitComponents/KitComponents
  ...parts('KitComponents', 'Item ItemImage ItemName ItemQuantity ItemStock List Root Status Title'),
  // LoginForm/LoginForm
  ...parts('LoginForm', 'Error Field Form RecoverLink RegisterLink Root SignedIn Social Submit Title'),
  // Logo/Logo
  ...parts('Logo', 'Image Name Root'),
  // NewsletterForm/NewsletterForm
  ...parts('NewsletterForm', 'Field Root Status Submit'),
  // OrderList/OrderList
  ...parts(
    'OrderList',
    'Date Details Empty Error Invite Item ItemCount List Loading Number Parts Retry Root Status Title Total',
  ),
  // PasswordForms/PasswordChangeForm
  ...parts('PasswordChangeForm', 'Error Field Root Status Submit Title'),
  // PasswordForms/RecoverEmailForm
  ...parts(
    'RecoverEmailForm',
    'Description Error Field FormTitle LinkForm LookupForm Root Status Submit Title',
  ),
  // PaymentFlags/PaymentFlags
  ...parts('PaymentFlags', 'Flag Group Root'),
  // PrivacyNotice/PrivacyNotice
  ...parts('PrivacyNotice', 'Accept Link Parts Root Text'),
  // ProductCard/ProductCard
  ...parts(
    'ProductCard',
    'Actions Brand BuyButton Flags Image Message Name OnRequest Price Quantity QuoteButton Rating Root SoldOutButton SoldOutLink Variations Wishlist',
  ),
  // ProductDetail/ProductDetail
  'ProductDetail',
  ...parts(
    'ProductDetail',
    'Brand Buy Name NotifyMe OneClick Price Quantity Quote Rating Root SkuCode Stock Subscribe',
  ),
  // ProductDetail/ProductDetailExtras
  ...parts('ProductDetail', 'LightningCountdown Share TakeXPayY Wishlist'),
  // ProductDetail/ProductDetailVariations
  ...parts('ProductDetail', 'Grouped Reference Variations'),
  // ProductFreight/ProductFreight
  ...parts('ProductFreight', 'Cep Option Options Result Root Submit Title'),
  // ProductGallery/ProductGallery
  ...parts(
    'ProductGallery',
    'Image Main Next Parts Placeholder Previous Root Slide Thumbnail Thumbnails Track Zoom ZoomClose ZoomTitle ZoomTrigger',
  ),
  // ProductGallery/ProductGalleryZoom
  ...parts('ProductGalleryZoom', 'Counter Stage Toggle'),
  // ProductInstallments/ProductInstallments
  ...parts(
    'ProductInstallments',
    'Card CardTitle Content Item List Loading Message Method Methods Root Trigger',
  ),
  // ProductListing/ProductListing
  ...parts(
    'ProductListing',
    'Empty Extras FilterChips FilterDrawer FilterGroup Filters Grid LoadError LoadMore Paging PriceFilter ResultCount Root Sort',
  ),
  // ProductRatings/ProductRatings
  ...parts('ProductRatings', 'Empty FormTrigger Item List LoadError Loading Root Stars Summary Title'),
  // ProductRatings/ProductRatingsForm
  ...parts(
    'ProductRatings',
    'CommentField Field Form FormStatus PublicEmailField RateField StateField Submit',
  ),
  // ProductShelf/LightningOffers
  ...parts('LightningOffer', 'Card CardRoot Countdown Flag View'),
  // ProductShelf/ProductShelf
  ...parts('ProductShelf', 'Controls Header Item List Next Previous Root Skeleton Title ViewAll Viewport'),
  // QuoteDialog/QuoteDialog
  ...parts('QuoteDialog', 'Content Parts Root'),
  // QuoteDialog/QuoteDialogBox
  ...parts('QuoteDialog', 'Body Box Close Field Form Message Product Products Status Submit Title'),
  // RegisterForm/RegisterForm
  ...parts('RegisterForm', 'Field Fields PersonType Root Status Submit Title'),
  // Seals/Seals
  ...parts('Seals', 'Item Root Seal'),
  // SearchBox/SearchBox
  ...parts('SearchBox', 'Busy Empty Input Label Listbox Message Option Parts Popup Root Status Submit'),
  // SocialLinks/SocialLinks
  ...parts('SocialLinks', 'Item Link List Parts Root'),
  // StoreData/StoreData
  ...parts('StoreData', 'Line Name Root'),
  // UserMenu/UserMenu
  ...parts('UserMenu', 'Content Error Invite Item Logout Menu Parts Placeholder Root Separator Trigger'),
  // WishlistCount/WishlistCount
  ...parts('WishlistCount', 'Count Icon Label Parts Root'),
  // WishlistGrid/WishlistGrid
  ...parts('WishlistGrid', 'Empty Error Invite Item List Loading Parts Retry Root Status Title'),
  // foundation/Alert/Alert
  'Alert',
  ...parts('Alert', 'Close Detail Icon Root Title'),
  // foundation/CepInput/CepInput
  'CepInput',
  ...parts('CepInput', 'Error Input Label LookupLink Root'),
  // foundation/ConfirmDialog/ConfirmDialog
  'ConfirmDialog',
  ...parts('ConfirmDialog', 'Cancel Confirm Content Description Root Title Trigger'),
  // foundation/Field/Field
  'Field',
  ...parts('Field', 'Control Error Label Parts Root'),
  // foundation/LazyImage/LazyImage
  'LazyImage',
  // foundation/PhoneInput/PhoneInput
  'PhoneInput',
  // foundation/Price/Price
  'Price',
  ...parts('Price', 'Current Discount Installments Original Root'),
  // foundation/QuantityInput/QuantityInput
  'QuantityInput',
  ...parts('QuantityInput', 'Decrement Error Increment Input Label Root'),
  // foundation/SanitizedHtml/SanitizedHtml
  'SanitizedHtml',
  // foundation/Skeleton/Skeleton
  'Skeleton',
  // foundation/Spinner/Spinner
  'Spinner',
]);
