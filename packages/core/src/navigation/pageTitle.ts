import type { BrandOrGroupLike, CategoryLike } from './types';

/** The page a listing title is set from. */
export type TitledPage =
  | { readonly kind: 'category'; readonly category: Pick<CategoryLike, 'name'> }
  | { readonly kind: 'brand'; readonly brand: BrandOrGroupLike }
  | { readonly kind: 'group'; readonly group: BrandOrGroupLike }
  | { readonly kind: 'search'; readonly term: string };

/** The page title of a category (its name), brand or group (its title, else its name) or search (the term). */
export function pageTitle(page: TitledPage): string {
  switch (page.kind) {
    case 'category':
      return page.category.name.trim();
    case 'brand':
      return page.brand.title?.trim() || page.brand.name.trim();
    case 'group':
      return page.group.title?.trim() || page.group.name.trim();
    case 'search':
      return page.term.trim();
  }
}
