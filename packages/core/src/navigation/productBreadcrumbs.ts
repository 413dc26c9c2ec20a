import { categoryPathHref } from './categoryPathHref';
import { homeBreadcrumb } from './homeBreadcrumb';
import { normalizeName } from './normalizeName';
import { productCategoryPath } from './productCategoryPath';
import type { Breadcrumb, ProductCategoryLike } from './types';

/** The product fields the detail breadcrumbs read. */
export interface BreadcrumbProductLike {
  readonly name: string;
  readonly categories?: readonly ProductCategoryLike[] | null | undefined;
}

/** Themes whose product breadcrumbs end at the category: the product name is already the page heading. */
const themesWithoutProductName = new Set(['modas', 'cosmeticos']);

/**
 * The breadcrumbs of a product page: Home, up to three category levels of the default category,
 * then the product name — dropped for the themes 'modas' and 'cosmeticos' (ignoring case and accents).
 */
export function productBreadcrumbs(
  product: BreadcrumbProductLike,
  options?: { readonly theme?: string },
): Breadcrumb[] {
  const path = productCategoryPath(product.categories, 3);
  const crumbs: Breadcrumb[] = [
    homeBreadcrumb,
    ...path.map((category, index) => ({
      label: category.name,
      href: categoryPathHref(path.slice(0, index + 1)),
    })),
  ];
  if (!themesWithoutProductName.has(normalizeName(options?.theme ?? '')))
    crumbs.push({ label: product.name });
  return crumbs;
}
