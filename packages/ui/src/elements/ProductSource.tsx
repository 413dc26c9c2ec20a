import { type ProductDetail, productDetailSchema } from '@vitrine/core';
import { useProductDetail } from '@vitrine/hooks';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { useVitrineHost } from './VitrineHostContext';

/** The attribute marking a page's product data-loader: `<script type="application/json" data-vitrine-product>`. */
export const productDataAttribute = 'data-vitrine-product';

/** Props of `ProductSource`. */
export interface ProductSourceProps {
  /** The product when the caller already has it; it wins over every other source. */
  readonly product?: ProductDetail | undefined;
  /** The product's friendly URL text (the `product-url` attribute): fetched with `useProductDetail`. */
  readonly productUrl?: string | undefined;
  /** Renders the widget once the product is known. */
  readonly children: (product: ProductDetail) => ReactNode;
  /** Shown while the product loads, when it fails or when there is no source; nothing when `undefined`. */
  readonly fallback?: ReactNode;
}

/** Says in development why the embedded product was not used. */
function warnUnusable(reason: string): void {
  if (process.env.NODE_ENV !== 'production') {
    console.warn(
      `Vitrine: the <script type="application/json" ${productDataAttribute}> ${reason}; it is ignored. Put the product detail the store API returns in it, as JSON.`,
    );
  }
}

/** Parses an embedded product detail; `undefined` when absent or not a product detail. */
function parseEmbeddedProduct(text: string | undefined): ProductDetail | undefined {
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    warnUnusable('is not valid JSON');
    return undefined;
  }
  const parsed = productDetailSchema.safeParse(json);
  if (!parsed.success) warnUnusable('does not hold a product detail');
  return parsed.success ? parsed.data : undefined;
}

/**
 * Resolves the product a product-page element shows, then renders `children(product)`. In order: the `product`
 * prop; the element's own JSON data-loader (`<script type="application/json" data-vitrine-product>` inside it);
 * the `productUrl` (fetched, one request per URL per page); the page's data-loader. Only the URL costs a
 * request: a server-rendered theme embeds the detail it already loaded.
 * @example
 * <ProductSource productUrl="camiseta-basica">{(product) => <ProductDetailBuyBox product={product} />}</ProductSource>
 */
export function ProductSource({
  product,
  productUrl,
  children,
  fallback = null,
}: ProductSourceProps): ReactNode {
  const host = useVitrineHost();
  // The element's own data-loader first (it is about this element), then the URL, then the page's one.
  const own = useMemo(
    () => (product ? undefined : parseEmbeddedProduct(host?.elementData(productDataAttribute))),
    [host, product],
  );
  const page = useMemo(
    () =>
      product || own || productUrl ? undefined : parseEmbeddedProduct(host?.pageData(productDataAttribute)),
    [host, product, own, productUrl],
  );
  const fetched = useProductDetail(product || own || !productUrl ? null : productUrl);
  const resolved = product ?? own ?? fetched.data ?? page;
  return resolved ? children(resolved) : fallback;
}

/** Props of a widget wrapped by `withProductSource`: its own minus `product`, plus the sources. */
export type WithProductSourceProps<P extends { readonly product: ProductDetail }> = Omit<P, 'product'> &
  Omit<ProductSourceProps, 'children'>;

/**
 * A product-page widget as an element's component: it takes `productUrl` (map the `product-url` attribute to it)
 * or reads the page's data-loader, and renders `Widget` with `product` once known.
 * @example
 * const productDetailElement = {
 *   tag: 'vitrine-product-detail',
 *   component: withProductSource(ProductDetailBuyBox),
 *   attributes: { 'product-url': { prop: 'productUrl', type: 'string', description: 'O texto da URL amigável do produto.' } },
 *   description: 'A área de compra da página de produto.',
 * };
 */
export function withProductSource<P extends { readonly product: ProductDetail }>(
  Widget: ComponentType<P>,
): ComponentType<WithProductSourceProps<P>> {
  function WithProductSource({ product, productUrl, fallback, ...widgetProps }: WithProductSourceProps<P>) {
    return (
      <ProductSource product={product} productUrl={productUrl} fallback={fallback}>
        {(resolved) => <Widget {...(widgetProps as unknown as P)} product={resolved} />}
      </ProductSource>
    );
  }
  WithProductSource.displayName = `withProductSource(${Widget.displayName ?? Widget.name ?? 'Widget'})`;
  return WithProductSource;
}
