// #region app
import '@vitrine/ui/styles.css'; // once: tokens, base and every widget's CSS
import { StorefrontProvider, type StorefrontProviderProps, useProductDetail } from '@vitrine/hooks';
import {
  AlertMeDialog,
  AlertRegion,
  CartCount,
  CartPreview,
  Logo,
  ProductDetailBuyBox,
  QuoteDialog,
  SearchBox,
  UserMenu,
} from '@vitrine/ui';
import { messages } from './messages';

/** The store's chrome and a product page, made only of kit widgets. */
export function Shop({ productUrl }: { productUrl: string }) {
  const { data: product } = useProductDetail(productUrl);
  return (
    <>
      <header className="shop-header">
        <Logo />
        <SearchBox />
        <UserMenu />
        <CartCount />
      </header>
      <main>{product ? <ProductDetailBuyBox product={product} /> : null}</main>
      {/* Once per page: the cart sheet, the alerts, and the dialogs the buy box opens. */}
      <CartPreview />
      <AlertRegion />
      <QuoteDialog />
      <AlertMeDialog />
    </>
  );
}

/** One provider per page: the store client, the cache, the cart, the alerts and the texts. */
export function App({
  productUrl,
  ...provider
}: { productUrl: string } & Omit<StorefrontProviderProps, 'children'>) {
  return (
    <StorefrontProvider baseUrl="" messages={messages} {...provider}>
      <Shop productUrl={productUrl} />
    </StorefrontProvider>
  );
}
// #endregion app
