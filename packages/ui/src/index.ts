'use client';

/**
 * @vitrine/ui: the stock UI kit. Every widget folder (and each foundation piece) is an entry of its own,
 * `@vitrine/ui/<path under src>` (`@vitrine/ui/CartPreview`, `@vitrine/ui/foundation/Price`), whose `index.ts` names
 * its exports; this entry re-exports them all, each region owned by one area of the kit.
 * Styles: `import '@vitrine/ui/styles.css'` once (or each widget's own CSS file).
 */

// #region foundation: messages and shared pieces (src/messages, src/internal, src/foundation)
export * from './AssistedSale';
export * from './B2b';
export * from './foundation/Alert';
export * from './foundation/CepInput';
export * from './foundation/ConfirmDialog';
export * from './foundation/Field';
export * from './foundation/LazyImage';
export * from './foundation/PhoneInput';
export * from './foundation/Price';
export * from './foundation/QuantityInput';
export * from './foundation/Sheet';
export * from './foundation/Skeleton';
export * from './foundation/Spinner';
export * from './messages';
// #endregion

// #region storefront chrome widgets
export * from './Banner';
export * from './BrandList';
export * from './Breadcrumbs';
export * from './CategoryDrawer';
export * from './CategoryMenu';
export * from './EventList';
export * from './FixedActions';
export * from './foundation/SanitizedHtml';
export * from './Logo';
export * from './NewsletterForm';
export * from './PageTitle';
export * from './PaymentFlags';
export * from './PhoneLink';
export * from './Seals';
export * from './StoreData';
// #endregion

// #region session and search widgets
export * from './SearchBox';
export * from './SocialLinks';
export * from './UserMenu';
export * from './WishlistCount';
// #endregion

// #region cart widgets
export * from './CartCount';
export * from './CartPreview';
// #endregion

// #region listing and product widgets
export * from './AlertMeDialog';
export * from './BuyTogether';
export * from './ConjunctProducts';
export * from './DeliveryTracking';
export * from './KitComponents';
export * from './ProductCard';
export * from './ProductDetail';
export * from './ProductFreight';
export * from './ProductGallery';
export * from './ProductInstallments';
export * from './ProductListing';
export * from './ProductRatings';
export * from './ProductShelf';
export * from './QuoteDialog';
// #endregion

// #region contact, information and customer widgets
export * from './AccountForm';
export * from './AddressBook';
export * from './ContactForm';
export * from './Faq';
export * from './InstitutionalPage';
export * from './LoginForm';
export * from './OrderList';
export * from './PasswordForms';
export * from './PrivacyNotice';
export * from './RegisterForm';
export * from './WishlistGrid';
// #endregion
