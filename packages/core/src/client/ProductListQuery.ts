/** A single id or a list of ids of a listing filter. */
type Ids = number | readonly number[];

/**
 * The query of a product listing (by brand, group, category or search), serialised into the call's
 * `params`. Every field is optional; `undefined` ones are not sent. Pages count from 1.
 */
export interface ProductListQuery {
  readonly page?: number;
  readonly pageSize?: number;
  readonly idCategories?: Ids;
  /** The listing's path (e.g. 'camisetas/manga-curta' for a category). */
  readonly textLink?: string;
  readonly idGroupingType?: Ids;
  readonly idVariation?: Ids;
  readonly idBrand?: Ids;
  readonly idAttribute?: Ids;
  /** Lowest price, in BRL. */
  readonly ofPrice?: number;
  /** Highest price, in BRL. */
  readonly toPrice?: number;
  /** The sort option code (see the company's `sortDefault`/`orderBy`). */
  readonly sortBy?: string;
  readonly showProductGroupingFilter?: boolean;
}
