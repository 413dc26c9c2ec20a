/**
 * Structural inputs of the navigation helpers. They name the platform's fields exactly (spec
 * the platform API), so the entities parsed by the client's schemas satisfy them without adapters, while
 * these helpers stay independent of the schemas module.
 */

/** A category of the tree: `level` is its level code, 2 characters per depth (`'01'`, `'0102'`). */
export interface CategoryLike {
  readonly idCategory: number;
  readonly name: string;
  /** The friendly URL: either the category's own slug or its whole path (`'roupas/camisetas'`). */
  readonly urlFriendly: string;
  readonly level: string;
  /** The category image, when the platform sends one (can be `undefined` or `null`). */
  readonly image?: string | null | undefined;
  /** The child categories (can be `undefined` or `null` for a leaf). */
  readonly childMenu?: readonly CategoryLike[] | null | undefined;
}

/** A category as a product lists it: `default` (or `isDefault`) marks the product's default category. */
export interface ProductCategoryLike {
  readonly name: string;
  readonly level: string;
  readonly urlFriendly?: string | null | undefined;
  /** The default-category flag (can be `undefined`: the first category then stands in). */
  readonly default?: boolean | number | null | undefined;
  /** Alternative spelling of the default-category flag. */
  readonly isDefault?: boolean | number | null | undefined;
}

/** A brand or a group page as loaded from the platform. */
export interface BrandOrGroupLike {
  readonly name: string;
  /** The SEO title; the name stands in when it is `undefined` or empty. */
  readonly title?: string | null | undefined;
  readonly urlFriendly?: string | null | undefined;
}

/** A banner: `random` is 1 for the random group and 0 for the fixed one. */
export interface BannerLike {
  readonly idBanner: number;
  readonly random?: number | boolean | string | null | undefined;
  /**
   * The device restriction: `'mobile'` or `'desktop'` shows the banner only there;
   * `'all'`, `undefined` or `null` shows it everywhere.
   */
  readonly device?: 'mobile' | 'desktop' | 'all' | null | undefined;
}

/** One link of a breadcrumb trail; `href` is `undefined` for the current page. */
export interface Breadcrumb {
  readonly label: string;
  readonly href?: string | undefined;
}

/**
 * The `sortBy` value sent with a product query and kept in the filter state's `order`:
 * name a-z / z-a, the store's own order, lowest / highest price, releases, best sellers.
 */
export type SortBy =
  | 'name-asc'
  | 'name-desc'
  | 'order'
  | 'price-asc'
  | 'price-desc'
  | 'releases'
  | 'best-sellers';

/**
 * The listing's filter state, kept in session storage and, when the company
 * setting is on, in the URL. Optional fields are `undefined` when the filter is not applied.
 */
export interface FilterState {
  /** The listing's location path (`'/roupas/camisetas/c'`), `''` when unknown. */
  readonly path: string;
  /** The view mode: `'g'` for the grid. */
  readonly viewList: string;
  /** The friendly path the platform filters by (category, brand or group path plus `/c`, `/m`, `/g`). */
  readonly textLink: string;
  /** The current page, from 1. */
  readonly pageNumber: number;
  /** How many products a page (or the infinite-scroll window) holds. */
  readonly pageSize: number;
  /** The sort order; `undefined` uses the company default. */
  readonly order?: SortBy | undefined;
  /** The chosen brand id, `undefined` when no brand filter is applied. */
  readonly brand?: number | undefined;
  /** The category id of the listing, `undefined` outside a category. */
  readonly category?: number | undefined;
  /** The chosen group id, `undefined` when no group filter is applied. */
  readonly group?: number | undefined;
  /** A keyword filter inside the results, `''` when none. */
  readonly keyWord: string;
  /** The lower price bound, `undefined` when open. */
  readonly initialPrice?: number | undefined;
  /** The upper price bound, `undefined` when open. */
  readonly finalPrice?: number | undefined;
  /** The chosen variation ids. */
  readonly variations: readonly number[];
  /** The chosen attribute ids. */
  readonly idAttribute: readonly number[];
  /** The event list the listing belongs to, `undefined` for none. */
  readonly idEventList?: number | undefined;
  /** The chosen category ids (filter panel). */
  readonly idCategories: readonly number[];
  /** The grouping type of a grouped-product filter, `undefined` for none. */
  readonly idGroupingType?: number | undefined;
  /** The filter block the shopper touched last (kept open on reload), `''` for none. */
  readonly selectedFilter: string;
  /** How many products infinite scroll adds to `pageSize` each time. */
  readonly fetchLength: number;
}
