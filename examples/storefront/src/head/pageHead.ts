import { type Breadcrumb, buyControl, initialSku, type ProductDetail, routes } from '@vitrine/core';
import type { MetaDescriptor } from 'react-router';

/** What every page says about itself in the document head. */
export interface PageHead {
  /** The page's own title, without the store name (`'Camisetas'`). */
  readonly title: string;
  /** A whole document title set by the store (a product's SEO title): used as it is, with no store name added. */
  readonly fullTitle?: string | null | undefined;
  readonly description: string;
  /** The page's address on this site, path and query (`'/busca?n=camiseta'`). */
  readonly path: string;
  /** The site's origin (`'https://loja.example'`), from the request. */
  readonly origin: string;
  /** An image that stands for the page (a product's photo). */
  readonly image?: string | null | undefined;
  /** Open Graph type: a product page is `product`, the rest `website`. */
  readonly type?: 'website' | 'product' | undefined;
  /** Keep the page out of search results (the not-found page). */
  readonly noIndex?: boolean | undefined;
}

/** The store name shown after each page title. */
export const siteName = 'Vitrine';

/** The site's default description, for pages without one of their own. */
export const siteDescription =
  'Loja de referência do Vitrine, o SDK de vitrines para o e-commerce brasileiro.';

/** An address made absolute on the site's origin (images the store serves from a path). */
export function absoluteUrl(origin: string, address: string): string {
  try {
    return new URL(address, origin).href;
  } catch {
    return address;
  }
}

/** The document title of a page: its own title, then the store's name. */
export function documentTitle(title: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}

/** Title, description, canonical address and Open Graph tags of a page, as React Router `meta` descriptors. */
export function pageMeta(head: PageHead): MetaDescriptor[] {
  const title = head.fullTitle?.trim() || documentTitle(head.title);
  const url = absoluteUrl(head.origin, head.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: head.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: url },
  ];
  if (head.image) tags.push({ property: 'og:image', content: absoluteUrl(head.origin, head.image) });
  if (head.noIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** A product's description for the head: its meta description, else its name and price line. */
export function productDescription(product: ProductDetail): string {
  const own = product.metaDescription?.trim();
  return own || `${product.name}: compre na ${siteName}.`;
}

/**
 * The schema.org Product of a product page: name, image, SKU, brand and the offer (price in BRL, stock).
 * React Router's `meta` writes it as `application/ld+json`, escaping `<`, so no text of the store can end the
 * script element.
 */
export function productJsonLd(product: ProductDetail, origin: string): MetaDescriptor {
  const sku = initialSku(product.skUs ?? []);
  const inStock = buyControl(product, { variationsVisible: false, sku }) === 'buy';
  const price = product.pricePromotion || product.price;
  const images = [product.imageHome, ...(product.productImages ?? []).map((image) => image.imageDefault)]
    .filter((image): image is string => typeof image === 'string' && image !== '')
    .map((image) => absoluteUrl(origin, image));
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      ...(images.length > 0 ? { image: [...new Set(images)] } : {}),
      sku: String(sku?.idSku ?? product.idSku ?? product.code ?? product.idProduct),
      ...(product.metaDescription ? { description: product.metaDescription } : {}),
      ...(product.brand?.name ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
      offers: {
        '@type': 'Offer',
        url: absoluteUrl(origin, routes.product(product.urlFriendly)),
        price: price.toFixed(2),
        priceCurrency: 'BRL',
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    },
  };
}

/** The schema.org BreadcrumbList of a trail; the last step (the page itself) has no link of its own. */
export function breadcrumbJsonLd(
  crumbs: readonly Breadcrumb[],
  origin: string,
  path: string,
): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: absoluteUrl(origin, crumb.href ?? path),
      })),
    },
  };
}
